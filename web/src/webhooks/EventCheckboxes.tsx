import { fieldErrors } from '../ui/errors';
import { FieldErrors } from '../ui/Field';
import { EVENT_GROUPS } from './events';

interface EventCheckboxesProps {
  selected: string[];
  onChange: (events: string[]) => void;
  error: unknown;
}

/** One checkbox per event, in the vocabulary's groups; a group's box selects all of it. */
export function EventCheckboxes({ selected, onChange, error }: EventCheckboxesProps) {
  const toggle = (events: readonly string[], on: boolean) =>
    onChange(
      on ? [...new Set([...selected, ...events])] : selected.filter((e) => !events.includes(e)),
    );
  return (
    <fieldset>
      <legend>Events</legend>
      <div className="event-groups">
        {EVENT_GROUPS.map(({ group, events }) => {
          const all = events.every((event) => selected.includes(event));
          return (
            <fieldset key={group} className="event-group">
              <legend>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={all}
                    onChange={() => toggle(events, !all)}
                    aria-label={`All ${group.toLowerCase()} events`}
                  />
                  <span>{group}</span>
                </label>
              </legend>
              {events.map((event) => (
                <label key={event} className="check">
                  <input
                    type="checkbox"
                    checked={selected.includes(event)}
                    onChange={() => toggle([event], !selected.includes(event))}
                  />
                  <code>{event}</code>
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
      <FieldErrors messages={fieldErrors(error, 'events')} />
    </fieldset>
  );
}
