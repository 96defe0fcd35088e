import { useId, useState } from 'react';
import { useFeedback } from './Feedback';

interface OneTimeSecretProps {
  /** What the secret is: "API token", "Signing secret", "Agent token". */
  label: string;
  value: string;
  advice?: string;
  onDone: () => void;
}

/** A secret the API returns once: shown with Copy and the warning that it will not return. */
export function OneTimeSecret({ label, value, advice, onDone }: OneTimeSecretProps) {
  const id = useId();
  const notify = useFeedback();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify(`${label} copied to the clipboard`);
    } catch {
      notify('Copying failed: select the text and copy it yourself', 'error');
    }
  };
  return (
    <section className="secret" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{label}</h3>
      <p className="warning" role="alert">
        Copy it now: it will not be shown again. If you lose it, create a new one.
      </p>
      <div className="secret-row">
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        <input id={id} readOnly value={value} onFocus={(event) => event.target.select()} />
        <button type="button" className="button" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      {advice && <p className="hint">{advice}</p>}
      <button type="button" className="button secondary small" onClick={onDone}>
        Done
      </button>
    </section>
  );
}
