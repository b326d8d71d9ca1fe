import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router-dom';
import { usePendingLoads } from './loading-context';
import styles from './LoadingOverlay.module.css';

/** Quick loads should not flash an overlay. */
const SHOW_AFTER_MS = 200;

export function useDelayedFlag(active: boolean, delay = SHOW_AFTER_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setShown(true), delay);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [active, delay]);
  return active && shown;
}

export function LoadingSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.spinnerBox} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}

/** Header overlay: visible while a lazy route, a query or a registered screen is loading. */
export function LoadingOverlay() {
  const navigating = useNavigation().state !== 'idle';
  const fetching = useIsFetching() > 0;
  const pending = usePendingLoads() > 0;
  const visible = useDelayedFlag(navigating || fetching || pending);
  if (!visible) return null;
  return (
    <div className={styles.overlay}>
      <LoadingSpinner />
    </div>
  );
}
