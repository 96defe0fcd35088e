import { useEffect, useId, useRef, useState } from 'react';
import './multi-select.css';

interface MultiSelectProps<T extends string> {
  label: string;
  /** The values chosen; none means no filter. */
  values: readonly T[];
  options: readonly (readonly [T, string])[];
  /** What no choice reads as ("Any status"). */
  none: string;
  onChange: (values: T[]) => void;
}

/**
 * A filter that takes several values: a button saying what is chosen ("To do, In
 * progress") that opens a group of checkboxes; Escape or a click elsewhere closes it.
 */
export function MultiSelect<T extends string>(props: MultiSelectProps<T>) {
  const { label, options, none, onChange } = props;
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // A choice shows at once: the values come back through the address, a render or more
  // later, and meanwhile the checkbox would flip back to what it was.
  const [pending, setPending] = useState<T[]>();
  const given = props.values.join(',');
  useEffect(() => setPending(undefined), [given]);
  const values = pending ?? props.values;
  const chosen = options.filter(([value]) => values.includes(value)).map(([, name]) => name);
  const summary =
    chosen.length === 0 ? none : chosen.length <= 2 ? chosen.join(', ') : `${chosen.length} chosen`;

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);

  const choose = (next: T[]) => {
    setPending(next);
    onChange(next);
  };
  const toggle = (value: T, on: boolean) =>
    choose(
      options
        .map(([option]) => option)
        .filter((option) => (option === value ? on : values.includes(option))),
    );

  return (
    <div
      className="field multi-select"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <span className="label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className="multi-select-button"
        aria-expanded={open}
        aria-controls={`${id}-options`}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen(!open)}
      >
        <span id={`${id}-summary`}>{summary}</span>
      </button>
      {open && (
        <fieldset className="multi-select-options" id={`${id}-options`}>
          <legend className="visually-hidden">{label}</legend>
          {options.map(([value, name]) => (
            <label key={value}>
              <input
                type="checkbox"
                checked={values.includes(value)}
                onChange={(event) => toggle(value, event.target.checked)}
              />{' '}
              {name}
            </label>
          ))}
          {values.length > 0 && (
            <button type="button" className="button secondary small" onClick={() => choose([])}>
              {none}
            </button>
          )}
        </fieldset>
      )}
    </div>
  );
}
