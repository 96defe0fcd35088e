import { useId, useState } from 'react';
import { useFeedback } from '../ui/Feedback';
import './members.css';

/**
 * An invitation's accept link, shown once when it is made: to copy and pass on where mail is
 * not set up (the mail carries the same link).
 */
export function InvitationLink({ url, email }: { url: string; email: string }) {
  const id = useId();
  const notify = useFeedback();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notify('Invitation link copied to the clipboard');
    } catch {
      notify('Copying failed: select the link and copy it yourself', 'error');
    }
  };
  return (
    <div className="invite-link">
      <label htmlFor={id}>Invitation link (shown once)</label>
      <div className="secret-row">
        <input
          id={id}
          readOnly
          value={url}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button secondary" onClick={copy}>
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
      <p className="hint" id={`${id}-hint`}>
        Mailed to {email}. Without mail set up, pass it on yourself: only {email} can accept it.
      </p>
    </div>
  );
}
