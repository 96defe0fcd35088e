import { useLabels } from '../labels/api';
import { useWorkspace } from '../workspaces/api';
import { Select } from './Select';

/** The issue list's label filter: one of the workspace's labels, or any. */
export function LabelFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (labelId: string | undefined) => void;
}) {
  const { workspaceId } = useWorkspace();
  const labels = useLabels(workspaceId);
  return (
    <Select label="Label" value={value} onChange={onChange} all="Any label">
      {labels.data?.items.map((label) => (
        <option key={label.id} value={label.id}>
          {label.name}
        </option>
      ))}
    </Select>
  );
}
