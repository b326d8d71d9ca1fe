import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ActionIcon, type IconName } from './icons';
import styles from './FloatingActions.module.css';

/** The staff's round buttons, stacked at the bottom right of the page. */
export function FloatingActions({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.stack} role="toolbar" aria-label={label} data-print="hide">
      {children}
    </div>
  );
}

interface FloatingButtonProps {
  icon: IconName;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

export function FloatingButton({ icon, label, onClick, disabled }: FloatingButtonProps) {
  return (
    <button type="button" className={styles.button} onClick={onClick} disabled={disabled} aria-label={label} title={label}>
      <ActionIcon name={icon} />
    </button>
  );
}

export function FloatingLink({ icon, label, to }: { icon: IconName; label: string; to: string }) {
  return (
    <Link className={styles.button} to={to} aria-label={label} title={label}>
      <ActionIcon name={icon} />
    </Link>
  );
}
