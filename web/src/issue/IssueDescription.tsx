import { useState, type FormEvent } from 'react';
import { PreconditionFailedError } from 'work-tracking-client';
import { api } from '../api/client';
import { ISSUE, useIssueActions, type Issue } from '../issues/api';
import { useFeedback } from '../ui/Feedback';
import { ChangedWhileEditing, EditConflict } from './EditConflict';
import { useMentionTargets } from '../mentions/api';
import { MarkdownField } from './MarkdownField';
import { Markdown } from './Markdown';
import { mergeEdits } from './merge';

/** The issue as the API has it now (after a save came back 412). */
export function readIssue(workspaceId: string, issue: Pick<Issue, 'projectId' | 'id'>) {
  return api.GET(ISSUE, {
    params: { path: { workspaceId, projectId: issue.projectId, issueId: issue.id } },
  });
}

/** The description as rendered Markdown, and its editor. */
export function IssueDescription({ workspaceId, issue }: { workspaceId: string; issue: Issue }) {
  const notify = useFeedback();
  const { update } = useIssueActions(workspaceId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  // The issue as it was when editing began: the save carries its version, so a change
  // someone else saved meanwhile is refused rather than overwritten.
  const [base, setBase] = useState(issue);
  // What someone else saved, once a save was refused for it.
  const [theirs, setTheirs] = useState<Issue>();
  const mentions = useMentionTargets(workspaceId);

  const start = () => {
    update.reset();
    setText(issue.description ?? '');
    setBase(issue);
    setTheirs(undefined);
    setEditing(true);
  };
  const stop = () => {
    setEditing(false);
    setTheirs(undefined);
  };
  const saveOver = (over: Issue) =>
    update.mutate(
      { issue: over, body: { description: text.trim() ? text : null } },
      {
        onSuccess: () => {
          stop();
          notify('Description saved');
        },
        onError: async (error) => {
          if (!(error instanceof PreconditionFailedError)) return;
          setTheirs(await readIssue(workspaceId, issue));
          update.reset();
        },
      },
    );
  const save = (event: FormEvent) => {
    event.preventDefault();
    saveOver(base);
  };
  const merge = (now: Issue) => {
    const merged = mergeEdits(base.description ?? '', text, now.description ?? '');
    setText(merged.text);
    setBase(now);
    setTheirs(undefined);
    notify(
      merged.conflicts === 0
        ? 'Both edits are in the editor: check and save'
        : `Both edits are in the editor; ${merged.conflicts} place${merged.conflicts === 1 ? '' : 's'} changed by both are marked: settle and save`,
    );
  };
  const changedMeanwhile =
    editing && !theirs && issue.version !== base.version && issue.description !== base.description;

  return (
    <section className="card" aria-labelledby="issue-description">
      <div className="section-head">
        <h2 id="issue-description">Description</h2>
        {!editing && (
          <button type="button" className="button secondary small" onClick={start}>
            Edit description
          </button>
        )}
      </div>
      {editing ? (
        <form onSubmit={save} noValidate>
          {changedMeanwhile && <ChangedWhileEditing what="the description" />}
          {theirs && (
            <EditConflict
              what="the description"
              theirs={theirs.description ?? ''}
              pending={update.isPending}
              onMerge={() => merge(theirs)}
              onReapply={() => saveOver(theirs)}
              onDiscard={stop}
            />
          )}
          <MarkdownField
            workspaceId={workspaceId}
            label="Description"
            field="description"
            error={update.error}
            hint="Markdown: **bold**, _italic_, `code`, lists, links and tables; @ to mention someone."
            value={text}
            maxLength={20000}
            rows={10}
            autoFocus
            onValueChange={setText}
          />
          <div className="actions start">
            <button type="submit" className="button" disabled={update.isPending || !!theirs}>
              {update.isPending ? 'Saving…' : 'Save description'}
            </button>
            <button type="button" className="button secondary" onClick={stop}>
              Cancel
            </button>
          </div>
        </form>
      ) : issue.description ? (
        <Markdown mentions={mentions}>{issue.description}</Markdown>
      ) : (
        <p className="empty muted">No description yet. Use “Edit description” to add one.</p>
      )}
    </section>
  );
}
