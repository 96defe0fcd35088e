import { useState, type FormEvent } from 'react';
import { useSession } from '../auth/api';
import { useMembers } from '../members/api';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { FormError } from '../ui/FormError';
import { when } from '../ui/format';
import { QueryState } from '../ui/QueryState';
import { useCommentActions, useComments, type Comment, type IssueAt } from './api';
import { useMentionTargets } from '../mentions/api';
import { MarkdownField } from './MarkdownField';
import { Markdown } from './Markdown';

/** How messages about a comment's text name it: "Enter a comment". */
const COMMENT_SUBJECT = { label: 'The comment', noun: 'a comment' };

const MARKDOWN_HINT =
  'Markdown: **bold**, _italic_, `code`, lists and links; @ to mention someone.';

/** The discussion: comments oldest first, each editable and deletable by its author. */
export function Comments({ at }: { at: IssueAt }) {
  const comments = useComments(at);
  const members = useMembers(at.workspaceId);
  const session = useSession();
  const items = comments.data?.items ?? [];
  const authorOf = (comment: Comment) =>
    comment.authorAgentId
      ? 'An agent'
      : members.data
        ? (members.data.items.find((m) => m.userId === comment.authorId)?.name ?? 'A former member')
        : '…';

  return (
    <section className="card" aria-labelledby="comments">
      <h2 id="comments">Comments</h2>
      <QueryState isPending={comments.isPending} error={comments.error} />
      {comments.data && items.length === 0 && (
        <p className="empty muted">No comments yet. Start the discussion below.</p>
      )}
      {items.length > 0 && (
        <ol className="comments">
          {items.map((comment) => (
            <CommentItem
              key={comment.id}
              at={at}
              comment={comment}
              author={authorOf(comment)}
              own={!!comment.authorId && comment.authorId === session.data?.id}
            />
          ))}
        </ol>
      )}
      {comments.data?.meta.hasNext && (
        <p className="hint">Showing the first {items.length} comments.</p>
      )}
      <NewComment at={at} />
    </section>
  );
}

function NewComment({ at }: { at: IssueAt }) {
  const notify = useFeedback();
  const { create } = useCommentActions(at);
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(body, {
      onSuccess: () => {
        setBody('');
        notify('Comment added');
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="new-comment">
      <MarkdownField
        workspaceId={at.workspaceId}
        label="Add a comment"
        field="body"
        subject={COMMENT_SUBJECT}
        error={create.error}
        hint={MARKDOWN_HINT}
        value={body}
        rows={4}
        maxLength={10000}
        required
        onValueChange={setBody}
      />
      <div className="actions start">
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? 'Sending…' : 'Comment'}
        </button>
      </div>
    </form>
  );
}

interface CommentItemProps {
  at: IssueAt;
  comment: Comment;
  author: string;
  own: boolean;
}

function CommentItem({ at, comment, author, own }: CommentItemProps) {
  const notify = useFeedback();
  const { update, remove } = useCommentActions(at);
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(comment.body);
  // The comment as it was when editing began: its version goes with the save.
  const [base, setBase] = useState(comment);
  const edited = comment.updatedAt !== comment.createdAt;
  const mentions = useMentionTargets(at.workspaceId);

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { comment: base, body },
      {
        onSuccess: () => {
          setEditing(false);
          notify('Comment saved');
        },
      },
    );
  };

  return (
    <li className="comment">
      <article aria-label={`Comment by ${author}`}>
        <header className="comment-head">
          <strong>{author}</strong>
          <span className="muted">
            {when(comment.createdAt)}
            {edited && ' · edited'}
          </span>
        </header>
        {editing ? (
          <form onSubmit={save} noValidate>
            <MarkdownField
              workspaceId={at.workspaceId}
              label="Edit comment"
              field="body"
              subject={COMMENT_SUBJECT}
              error={update.error}
              hint={MARKDOWN_HINT}
              value={body}
              rows={4}
              maxLength={10000}
              required
              autoFocus
              onValueChange={setBody}
            />
            <div className="actions start">
              <button type="submit" className="button small" disabled={update.isPending}>
                {update.isPending ? 'Saving…' : 'Save comment'}
              </button>
              <button
                type="button"
                className="button secondary small"
                onClick={() => setEditing(false)}
              >
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <Markdown mentions={mentions}>{comment.body}</Markdown>
        )}
        {own && !editing && (
          <div className="actions start">
            <button
              type="button"
              className="button secondary small"
              onClick={() => {
                update.reset();
                setBody(comment.body);
                setBase(comment);
                setEditing(true);
              }}
            >
              Edit
            </button>
            <ConfirmButton
              label="Delete"
              title="Delete this comment?"
              danger
              disabled={remove.isPending}
              onConfirm={() =>
                // The comment leaves the list before mutate's own callbacks would run.
                remove.mutateAsync(comment.id).then(
                  () => notify('Comment deleted'),
                  (error: unknown) => notify(`Deleting failed: ${formError(error)}`, 'error'),
                )
              }
            >
              The comment is removed for everyone. This cannot be undone.
            </ConfirmButton>
          </div>
        )}
        <FormError>{formError(remove.error)}</FormError>
      </article>
    </li>
  );
}
