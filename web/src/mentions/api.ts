import { useMemo } from 'react';
import { useMembers } from '../members/api';
import { mentionTargets } from './chips';
// The suggestion list's and the chips' looks, wherever either is used.
import './mentions.css';

export { rehypeMentionChips, mentionTargets, type MentionTargets } from './chips';
export { useMentionSuggestions, type MentionFieldProps } from './useMentionSuggestions';

/** The workspace's members as chips link them, from the members list (listMembers). */
export function useMentionTargets(workspaceId: string) {
  const members = useMembers(workspaceId);
  return useMemo(
    () => (members.data ? mentionTargets(workspaceId, members.data.items) : undefined),
    [workspaceId, members.data],
  );
}
