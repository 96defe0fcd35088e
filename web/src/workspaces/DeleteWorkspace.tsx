import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { useApiMutation } from '../api/queries';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { FormError } from '../ui/FormError';
import { inWorkspace, type Workspace } from './api';

/**
 * The owner's way to delete the workspace (deleteWorkspace): a dialog that asks for the
 * workspace's name typed out, as it cannot be undone.
 */
export function DeleteWorkspace({ workspace }: { workspace: Workspace }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const notify = useFeedback();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const remove = useApiMutation(
    () => api.DELETE('/workspaces/{workspaceId}', { params: inWorkspace(workspace.id) }),
    [],
  );
  const matches = typed.trim() === workspace.name.trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(undefined, {
      onSuccess: async () => {
        dialog.current?.close();
        // Out of the cached list first, so the home page does not send the browser back to it.
        queryClient.setQueriesData<{ items: Workspace[] }>({ queryKey: ['/workspaces'] }, (list) =>
          list ? { ...list, items: list.items.filter((item) => item.id !== workspace.id) } : list,
        );
        queryClient.removeQueries({
          predicate: (query) =>
            (query.queryKey[1] as { path?: { workspaceId?: string } } | undefined)?.path
              ?.workspaceId === workspace.id,
        });
        notify(`Workspace “${workspace.name}” deleted`);
        navigate('/', { replace: true });
        await queryClient.invalidateQueries({ queryKey: ['/workspaces'] });
      },
    });
  };
  const close = () => {
    setTyped('');
    remove.reset();
    dialog.current?.close();
  };
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Delete workspace</h2>
      <p className="muted">
        Deletes {workspace.name} with its projects, issues, comments, sprints, agents, members,
        invitations, API tokens, webhooks and audit log. It cannot be undone.
      </p>
      <button type="button" className="button danger" onClick={() => dialog.current?.showModal()}>
        Delete workspace
      </button>
      <dialog
        ref={dialog}
        aria-label={`Delete ${workspace.name}?`}
        className="confirm"
        onClose={() => setTyped('')}
      >
        <form onSubmit={onSubmit} noValidate>
          <h2>Delete {workspace.name}?</h2>
          <div className="confirm-body">
            <p>
              Everything in it is deleted for every member, and its tokens and webhooks stop at
              once. This cannot be undone.
            </p>
            <div className="field">
              <label htmlFor={`${id}-name`}>
                Type <strong>{workspace.name}</strong> to confirm
              </label>
              <input
                id={`${id}-name`}
                value={typed}
                autoComplete="off"
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
            <FormError>{formError(remove.error)}</FormError>
          </div>
          <div className="actions">
            <button type="button" className="button secondary" onClick={close} autoFocus>
              Cancel
            </button>
            <button type="submit" className="button danger" disabled={!matches || remove.isPending}>
              Delete workspace
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
