import { useLabels } from '../labels/api';
import { LabelChip } from '../ui/LabelChip';

interface LabelPickerProps {
  workspaceId: string;
  selected: readonly string[];
  onChange: (labelIds: string[]) => void;
  disabled?: boolean;
}

/** The workspace's labels as checkboxes, each named by its label and shown as its chip. */
export function LabelPicker({ workspaceId, selected, onChange, disabled }: LabelPickerProps) {
  const labels = useLabels(workspaceId);
  const items = labels.data?.items ?? [];
  const toggle = (labelId: string, on: boolean) =>
    onChange(on ? [...selected, labelId] : selected.filter((id) => id !== labelId));
  return (
    <fieldset className="label-picker">
      <legend>Labels</legend>
      {labels.isSuccess && items.length === 0 && (
        <p className="muted">No labels yet: create them in the workspace settings.</p>
      )}
      <ul>
        {items.map((label) => (
          <li key={label.id}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(label.id)}
                disabled={disabled}
                onChange={(event) => toggle(label.id, event.target.checked)}
              />
              <LabelChip label={label} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
