import { useSearchParams } from 'react-router';
import { useBurndown } from '../projects/api';
import { fieldErrors, formError } from '../ui/errors';
import { FormError } from '../ui/FormError';
import { QueryState } from '../ui/QueryState';
import { BurndownChart } from './BurndownChart';

/** The project's burndown over a date range kept in the address (`?from=…&to=…`). */
export function ProjectBurndown({
  workspaceId,
  projectId,
  projectName,
}: {
  workspaceId: string;
  projectId: string;
  projectName: string;
}) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const burndown = useBurndown(workspaceId, projectId, { from, to });
  const setDate = (name: 'from' | 'to', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const error = burndown.error;
  const rangeError = error && fieldErrors(error, 'to').length + fieldErrors(error, 'from').length;
  return (
    <section className="card" aria-labelledby="project-burndown">
      <h2 id="project-burndown">Project burndown</h2>
      <div className="toolbar burndown-range">
        <span className="range-field">
          <label htmlFor="burndown-from">From</label>
          <input
            id="burndown-from"
            type="date"
            value={from ?? burndown.data?.from ?? ''}
            onChange={(e) => setDate('from', e.target.value)}
          />
        </span>
        <span className="range-field">
          <label htmlFor="burndown-to">To</label>
          <input
            id="burndown-to"
            type="date"
            value={to ?? burndown.data?.to ?? ''}
            onChange={(e) => setDate('to', e.target.value)}
          />
        </span>
      </div>
      {rangeError ? (
        <FormError>{formError(error, [])}</FormError>
      ) : (
        <QueryState isPending={burndown.isPending} error={error} />
      )}
      {burndown.data && (
        <BurndownChart title={`Burndown of ${projectName}`} points={burndown.data.points} />
      )}
    </section>
  );
}
