import { useEffect, useRef, type KeyboardEvent } from 'react';
import { LIGHTBOX_LABELS, type LightboxLabels } from './labels';
import styles from './Lightbox.module.css';

export interface LightboxImage {
  src: string;
  alt: string;
  caption?: string;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  /** Index of the image shown, or null when closed. */
  index: number | null;
  onClose: () => void;
  onNavigate: (index: number) => void;
  labels?: LightboxLabels;
}

const ENGLISH = LIGHTBOX_LABELS.en;

/**
 * Full-size picture viewer on a native modal <dialog>: the browser traps focus and makes
 * the page inert; Esc closes; arrow keys move; focus returns to the opening element.
 */
export function Lightbox({ images, index, onClose, onNavigate, labels = ENGLISH }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const open = index !== null && images[index] !== undefined;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
    }
  }, [open]);

  const count = images.length;
  const go = (step: number) => {
    if (index === null || count === 0) return;
    onNavigate((index + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  const image = open ? images[index] : undefined;
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={image ? image.alt : labels.close}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {image && index !== null && (
        <figure className={styles.figure}>
          <img className={styles.image} src={image.src} alt={image.alt} />
          <figcaption className={styles.caption}>
            {image.caption ?? image.alt}{' '}
            <span className={styles.counter}>
              ({index + 1} {labels.of} {count})
            </span>
          </figcaption>
        </figure>
      )}
      <button type="button" className={`${styles.control} ${styles.close}`} onClick={onClose} aria-label={labels.close} autoFocus>
        <span aria-hidden="true">×</span>
      </button>
      {count > 1 && (
        <>
          <button type="button" className={`${styles.control} ${styles.previous}`} onClick={() => go(-1)} aria-label={labels.previous}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={`${styles.control} ${styles.next}`} onClick={() => go(1)} aria-label={labels.next}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </dialog>
  );
}
