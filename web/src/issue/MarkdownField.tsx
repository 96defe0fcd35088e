import { useMentionSuggestions } from '../mentions/api';
import { TextAreaField, type TextAreaFieldProps } from './fields';

interface MarkdownFieldProps extends Omit<TextAreaFieldProps, 'value' | 'onChange' | 'popup'> {
  workspaceId: string;
  value: string;
  onValueChange: (text: string) => void;
}

/** A description's or a comment's editor: a labelled text area that suggests `@` mentions. */
export function MarkdownField({ workspaceId, value, onValueChange, ...props }: MarkdownFieldProps) {
  const mention = useMentionSuggestions({ workspaceId, value, onValueChange });
  return <TextAreaField {...props} {...mention.field} popup={mention.popup} />;
}
