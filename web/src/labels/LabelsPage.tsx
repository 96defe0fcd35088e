import { useState, type FormEvent } from 'react';
import { ConfirmButton } from '../ui/ConfirmButton';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { formError } from '../ui/errors';
import { QueryState } from '../ui/QueryState';
import { useWorkspace } from '../workspaces/api';
import { useLabelActions, useLabels, type Label } from './api';
import { LabelChip } from '../ui/LabelChip';

const DEFAULT_COLOR = '#1d76db';

/** Workspace settings: the labels issues can carry, created, renamed, recoloured, deleted. */
export function LabelsPage() {
  const { workspaceId } = useWorkspace();
  const notify = useFeedback();
  const labels = useLabels(workspaceId);
  const { create, update, remove } = useLabelActions(workspaceId);
  const [name, setName] = useState('');
  const [color, setColor] = useState(DEFAULT_COLOR);

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, color },
      {
        onSuccess: (label) => {
          setName('');
          notify(`Label “${label.name}” created`);
        },
      },
    );
  };

  return (
    <section className="page">
      <h1>Labels</h1>
      <p className="muted">
        Labels belong to the workspace: any project’s issues can carry them. A name is used once,
        whatever its case.
      </p>
      <form className="card" onSubmit={onCreate} noValidate>
        <h2>Create label</h2>
        <div className="row">
          <Field
            label="Name"
            field="name"
            error={create.error}
            value={name}
            maxLength={50}
            onChange={(e) => setName(e.target.value)}
            required
          />
          <Field
            label="Colour"
            field="color"
            type="color"
            error={create.error}
            value={color}
            onChange={(e) => setColor(e.target.value)}
          />
          <div className="field">
            <span aria-hidden="true">Preview</span>
            <LabelChip label={{ name: name.trim() || 'Label', color }} />
          </div>
        </div>
        <FormError>{formError(create.error, ['name', 'color'])}</FormError>
        <button type="submit" className="button" disabled={create.isPending}>
          Create label
        </button>
      </form>
      <h2>Labels</h2>
      <QueryState isPending={labels.isPending} error={labels.error} />
      {labels.data?.items.length === 0 && <p className="muted">No labels yet.</p>}
      {labels.data && labels.data.items.length > 0 && (
        <table>
          <caption className="visually-hidden">Labels</caption>
          <thead>
            <tr>
              <th scope="col">Label</th>
              <th scope="col">Name</th>
              <th scope="col">Colour</th>
              <th scope="col">Delete</th>
            </tr>
          </thead>
          <tbody>
            {labels.data.items.map((label) => (
              <LabelRow
                key={label.id}
                label={label}
                onRename={(newName) =>
                  update.mutate(
                    { labelId: label.id, name: newName },
                    {
                      onSuccess: () => notify(`Label renamed to “${newName}”`),
                      onError: (error) => notify(`Could not rename: ${formError(error)}`, 'error'),
                    },
                  )
                }
                onRecolor={(newColor) =>
                  update.mutate(
                    { labelId: label.id, color: newColor },
                    {
                      onError: (error) =>
                        notify(`Could not recolour: ${formError(error)}`, 'error'),
                    },
                  )
                }
                onDelete={() =>
                  remove.mutate(label.id, {
                    onSuccess: () => notify(`Label “${label.name}” deleted`),
                  })
                }
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

interface LabelRowProps {
  label: Label;
  onRename: (name: string) => void;
  onRecolor: (color: string) => void;
  onDelete: () => void;
}

function LabelRow({ label, onRename, onRecolor, onDelete }: LabelRowProps) {
  const [name, setName] = useState(label.name);
  const [color, setColor] = useState(label.color);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && name.trim() !== label.name) onRename(name.trim());
  };
  return (
    <tr>
      <td>
        <LabelChip label={label} />
      </td>
      <td>
        <form onSubmit={rename} className="inline-form">
          <input
            aria-label={`Name of ${label.name}`}
            value={name}
            maxLength={50}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="button secondary small">
            Rename
          </button>
        </form>
      </td>
      <td>
        <input
          type="color"
          aria-label={`Colour of ${label.name}`}
          value={color}
          onChange={(e) => setColor(e.target.value)}
          // Saved once chosen, not at every step of a drag through the picker.
          onBlur={() => color !== label.color && onRecolor(color)}
        />
      </td>
      <td>
        <ConfirmButton
          label={`Delete ${label.name}`}
          title={`Delete the label “${label.name}”? Issues carrying it lose it.`}
          onConfirm={onDelete}
          danger
        >
          Delete label
        </ConfirmButton>
      </td>
    </tr>
  );
}
