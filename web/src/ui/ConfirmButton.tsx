import { useRef, type ReactNode } from 'react';

interface ConfirmButtonProps {
  /** The button's name, also used for the confirming button in the dialog. */
  label: string;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  disabled?: boolean;
  danger?: boolean;
}

/** A button that asks first, in a modal dialog (Escape or Cancel backs out). */
export function ConfirmButton({
  label,
  title,
  children,
  onConfirm,
  disabled,
  danger,
}: ConfirmButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const tone = danger ? 'button danger' : 'button secondary';
  return (
    <>
      <button
        type="button"
        className={`${tone} small`}
        disabled={disabled}
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </button>
      <dialog ref={dialog} aria-label={title} className="confirm">
        <form method="dialog">
          <h2>{title}</h2>
          <div className="confirm-body">{children}</div>
          <div className="actions">
            <button type="submit" className="button secondary" value="cancel" autoFocus>
              Cancel
            </button>
            <button
              type="submit"
              className={danger ? tone : 'button'}
              value="confirm"
              onClick={onConfirm}
            >
              {label}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
