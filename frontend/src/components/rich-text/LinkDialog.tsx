import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { linkAddress } from './link-address';
import styles from './RichTextEditor.module.css';

interface LinkDialogProps {
  /** The address of the link the cursor is in, '' for a new one. */
  current: string;
  onApply: (address: string) => void;
  /** Only offered for an existing link. */
  onRemove: (() => void) | null;
  onClose: () => void;
}

/** Asks for a link's address: the rich-text editor's Link button. */
export function LinkDialog({ current, onApply, onRemove, onClose }: LinkDialogProps) {
  const [typed, setTyped] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = linkAddress(typed);
    if (!address) {
      setError('Enter a web address (https://…), an e-mail address or a page of this site (/…).');
      return;
    }
    onApply(address);
  };

  return (
    <Dialog title={current ? 'Edit link' : 'Add a link'} onClose={onClose} className={styles.linkDialog}>
      <form className={styles.linkForm} onSubmit={submit} noValidate>
        <label htmlFor={inputId}>Link address</label>
        <input
          id={inputId}
          type="text"
          inputMode="url"
          autoComplete="url"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          autoFocus
        />
        {error && (
          <p id={errorId} className={styles.linkError} role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-primary">
            Apply link
          </button>
          {onRemove && (
            <button type="button" className="button button-outline" onClick={onRemove}>
              Remove link
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
