import { useSyncExternalStore } from 'react';
import { toastStore } from './toast';
import styles from './Toaster.module.css';

/** Renders the toast stack top-right; mount once in the app shell. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  return (
    <div className={styles.region} aria-live="polite" aria-relevant="additions" data-print="hide">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.kind]} ${toast.leaving ? styles.leaving : ''}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <div className={styles.body}>
            {toast.title && <p className={styles.title}>{toast.title}</p>}
            <p className={styles.message}>{toast.message}</p>
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label="Close notification"
            onClick={() => toastStore.dismiss(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
