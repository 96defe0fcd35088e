import { useEffect, useState } from 'react';
import { formError } from '../ui/errors';
import { FormError } from '../ui/FormError';
import { QueryState } from '../ui/QueryState';
import { useNotificationSettings, useUpdateNotificationSettings } from './api';

const REASONS = [
  { reason: 'assigned', label: 'When an issue is assigned to me' },
  { reason: 'mentioned', label: 'When someone mentions me' },
  { reason: 'watching', label: 'When an issue I watch changes or gets a comment' },
] as const;

type Reason = (typeof REASONS)[number]['reason'];

/** Which notifications the person gets by email, for every workspace. */
export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  const save = useUpdateNotificationSettings();
  const [chosen, setChosen] = useState<Reason[] | undefined>();
  useEffect(() => {
    if (settings.data) setChosen(settings.data.emailReasons);
  }, [settings.data]);
  return (
    <section className="page narrow">
      <h1>Notification emails</h1>
      <p className="muted">For every workspace you belong to. Your inbox fills either way.</p>
      <QueryState isPending={settings.isPending} error={settings.error} />
      {chosen && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ emailReasons: chosen });
          }}
        >
          <fieldset className="checks stacked">
            <legend>Email me, at most once every few minutes:</legend>
            {REASONS.map(({ reason, label }) => (
              <label key={reason} className="check">
                <input
                  type="checkbox"
                  checked={chosen.includes(reason)}
                  onChange={(event) =>
                    setChosen(
                      event.target.checked
                        ? [...chosen, reason]
                        : chosen.filter((other) => other !== reason),
                    )
                  }
                />
                <span>{label}</span>
              </label>
            ))}
          </fieldset>
          <FormError>{formError(save.error)}</FormError>
          <button type="submit" className="button" disabled={save.isPending}>
            Save
          </button>
          {save.isSuccess && <p role="status">Saved.</p>}
        </form>
      )}
    </section>
  );
}
