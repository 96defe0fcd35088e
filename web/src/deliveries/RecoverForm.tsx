import { useId, useState, type FormEvent } from 'react';

/** The local date and time an hour ago, as a datetime-local input shows it. */
function anHourAgo(): string {
  const date = new Date(Date.now() - 3600_000);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** After a receiver outage: re-send every delivery that failed since a time. */
export function RecoverForm({
  active,
  pending,
  onRecover,
}: {
  active: boolean;
  pending: boolean;
  onRecover: (since: string) => void;
}) {
  const id = useId();
  const [since, setSince] = useState(anHourAgo);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onRecover(new Date(since).toISOString());
  };
  return (
    <form className="toolbar" onSubmit={onSubmit} aria-label="Re-send failed deliveries">
      <label htmlFor={id}>Failed since</label>
      <input
        id={id}
        type="datetime-local"
        value={since}
        required
        onChange={(event) => setSince(event.target.value)}
      />
      <button
        type="submit"
        className="button secondary small"
        disabled={!active || pending || !since}
        title={active ? undefined : 'Re-enable the webhook first'}
      >
        Re-send failed deliveries
      </button>
    </form>
  );
}
