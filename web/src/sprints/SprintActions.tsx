import { useState } from 'react';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formError } from '../ui/errors';
import { useFeedback } from '../ui/Feedback';
import { useSprintActions, type Sprint } from './api';
import { CompleteSprintDialog } from './CompleteSprintDialog';
import { localToday, nextStep } from './states';

interface SprintActionsProps {
  workspaceId: string;
  sprint: Sprint;
  onEdit: () => void;
  onDeleted?: () => void;
}

/** Start or complete, edit and delete: what one can do to a sprint, wherever it is shown. */
export function SprintActions({ workspaceId, sprint, onEdit, onDeleted }: SprintActionsProps) {
  const notify = useFeedback();
  const actions = useSprintActions(workspaceId, sprint.projectId);
  const step = nextStep(sprint, localToday());
  const [completing, setCompleting] = useState(false);
  const completed = sprint.state === 'completed';
  const failed = (what: string) => (error: unknown) =>
    notify(`${what} failed: ${formError(error)}`, 'error');
  return (
    <div className="actions start sprint-actions">
      {step && (
        <button
          type="button"
          className="button small"
          disabled={actions.update.isPending}
          onClick={() =>
            // Completing asks where the open issues go first.
            step.patch.state === 'completed'
              ? setCompleting(true)
              : actions.update.mutate(
                  { sprint, body: step.patch },
                  {
                    onSuccess: () => notify(`Sprint “${sprint.name}” ${step.done}`),
                    onError: failed(step.label),
                  },
                )
          }
        >
          {step.label}
        </button>
      )}
      {completing && (
        <CompleteSprintDialog
          workspaceId={workspaceId}
          sprint={sprint}
          onClose={() => setCompleting(false)}
        />
      )}
      {/* A completed sprint is read-only. */}
      {!completed && (
        <button type="button" className="button secondary small" onClick={onEdit}>
          Edit
        </button>
      )}
      <ConfirmButton
        label="Delete"
        title={`Delete sprint “${sprint.name}”?`}
        danger
        disabled={actions.remove.isPending}
        onConfirm={() =>
          actions.remove.mutate(sprint.id, {
            onSuccess: () => {
              notify(`Sprint “${sprint.name}” deleted`);
              onDeleted?.();
            },
            onError: failed('Deleting the sprint'),
          })
        }
      >
        Its issues stay in the project, without a sprint. This cannot be undone.
      </ConfirmButton>
    </div>
  );
}
