import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

interface DialogProps {
  title: string;
  /** Closing by Esc, the Close button or the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** Sizes the box (e.g. the spec's 600 × 850 settings dialog). */
  className?: string;
}

/**
 * A modal built on the native <dialog>: showModal() makes the page behind it inert (so
 * focus stays inside), Esc closes it, and the heading labels it.
 */
export function Dialog({ title, onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className={styles.frame}>
        {/* Not a <header>: inside the page's banner (the sign-in dialog is), it would be a banner within a banner. */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {/* The word as well as the cross (issue 43: no icon-only buttons for the staff). */}
          <button type="button" className={styles.close} onClick={onClose}>
            <span aria-hidden="true" className={styles.cross}>
              ×
            </span>{' '}
            Close
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
