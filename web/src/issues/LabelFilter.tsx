import { useLabels } from '../labels/api';
import { useWorkspace } from '../workspaces/api';
import { MultiSelect } from '../ui/MultiSelect';

/**
 * The issue list's label filter: issues carrying any of the labels chosen (listIssues'
 * repeated `labelId`), or any when none is; the address keeps the first MAX_LABEL_FILTER.
 */
export function LabelFilter({
  values,
  onChange,
}: {
  values: readonly string[];
  onChange: (labelIds: string[]) => void;
}) {
  const { workspaceId } = useWorkspace();
  const labels = useLabels(workspaceId);
  const options = (labels.data?.items ?? []).map((label): readonly [string, string] => [
    label.id,
    label.name,
  ]);
  return (
    <MultiSelect
      label="Label"
      values={values}
      options={options}
      none="Any label"
      onChange={onChange}
    />
  );
}
