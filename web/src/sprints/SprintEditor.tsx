import { useState } from 'react';
import { useFeedback } from '../ui/Feedback';
import { useSprintActions, type Sprint } from './api';
import { SprintForm } from './SprintForm';

/** The sprint form filled in with a sprint, saving only what changed. */
export function SprintEditor({
  workspaceId,
  sprint,
  onClose,
}: {
  workspaceId: string;
  sprint: Sprint;
  onClose: () => void;
}) {
  const notify = useFeedback();
  const { update } = useSprintActions(workspaceId, sprint.projectId);
  // The sprint as it was when the editor opened: its version goes with the save.
  const [base] = useState(sprint);
  return (
    <SprintForm
      initial={sprint}
      submitLabel="Save sprint"
      pending={update.isPending}
      error={update.error}
      onCancel={onClose}
      onSubmit={(fields) => {
        const body = Object.fromEntries(
          Object.entries(fields).filter(([key, value]) => sprint[key as keyof Sprint] !== value),
        );
        if (Object.keys(body).length === 0) return onClose();
        update.mutate(
          { sprint: base, body },
          {
            onSuccess: () => {
              notify(`Sprint “${fields.name}” saved`);
              onClose();
            },
          },
        );
      }}
    />
  );
}
