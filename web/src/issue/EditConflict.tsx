import { useId } from 'react';

interface EditConflictProps {
  /** What is being edited, in a sentence: "the description". */
  what: string;
  /** The text someone else saved meanwhile (what is stored now). */
  theirs: string;
  pending: boolean;
  /** Saves the person's own text over theirs. */
  onReapply: () => void;
  /** Puts both edits together in the editor, to check and save (absent: not offered). */
  onMerge?: () => void;
  /** Drops the person's edit and keeps theirs. */
  onDiscard: () => void;
}

/**
 * Someone else saved a change first (the save came back 412): what they saved, and the
 * three ways on — nothing is written until the person picks one.
 */
export function EditConflict({
  what,
  theirs,
  pending,
  onReapply,
  onMerge,
  onDiscard,
}: EditConflictProps) {
  const heading = useId();
  return (
    <section className="notice error edit-conflict" role="alert" aria-labelledby={heading}>
      <h3 id={heading}>Someone else changed {what} while you were editing</h3>
      <p>Your text was not saved, and theirs is kept. Their version, as it is now saved:</p>
      <pre className="edit-conflict-theirs" aria-label="Their version" tabIndex={0}>
        {theirs || '(empty)'}
      </pre>
      <div className="actions start">
        {onMerge && (
          <button type="button" className="button" disabled={pending} onClick={onMerge}>
            Merge both into the editor
          </button>
        )}
        <button type="button" className="button secondary" disabled={pending} onClick={onReapply}>
          Save mine over theirs
        </button>
        <button type="button" className="button secondary" disabled={pending} onClick={onDiscard}>
          Discard mine
        </button>
      </div>
    </section>
  );
}

/** Said while editing when the live stream brings someone else's change to the same text. */
export function ChangedWhileEditing({ what }: { what: string }) {
  return (
    <p className="notice changed-meanwhile" role="status">
      Someone else just changed {what}. Saving will show you their version first.
    </p>
  );
}
