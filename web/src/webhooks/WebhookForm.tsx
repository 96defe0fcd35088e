import { useState, type FormEvent } from 'react';
import { FormError } from '../ui/FormError';
import { formError } from '../ui/errors';
import { Field } from '../ui/Field';
import { EventCheckboxes } from './EventCheckboxes';
import { inVocabularyOrder } from './events';

export interface WebhookFields {
  url: string;
  events: ReturnType<typeof inVocabularyOrder>;
}

interface WebhookFormProps {
  initial?: { url: string; events: string[] };
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (fields: WebhookFields) => void;
  onCancel?: () => void;
}

/** URL and events: the same form creates a webhook and edits one. */
export function WebhookForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: WebhookFormProps) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [events, setEvents] = useState<string[]>(initial?.events ?? []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ url, events: inVocabularyOrder(events) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Field
        label="URL"
        field="url"
        type="url"
        error={error}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder="https://example.com/hooks/work-tracking"
        hint="Where deliveries are POSTed: an https:// address reachable from the internet."
        required
      />
      <EventCheckboxes selected={events} onChange={setEvents} error={error} />
      <FormError>{formError(error, ['url', 'events'])}</FormError>
      <div className="actions">
        {onCancel && (
          <button type="button" className="button secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="button" disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
