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
  /** The button's name (what tests and screen readers use), e.g. "Property settings". */
  label: string;
  /** The word shown beside the icon when the label is too long for a phone, e.g. "Settings"; it is part of `label`. */
  short?: string;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * The icon and a visible word (issue 43: she could not tell the round icons apart). Named by
 * `label`; where a shorter word shows, it is part of that name, so voice control finds it.
 */
function Face({ icon, label, short }: { icon: IconName; label: string; short?: string }) {
  return (
    <>
      <ActionIcon name={icon} />
      <span>{short ?? label}</span>
    </>
  );
}

export function FloatingButton({ icon, label, short, onClick, disabled }: FloatingButtonProps) {
  return (
    <button type="button" className={styles.button} onClick={onClick} disabled={disabled} aria-label={short ? label : undefined} title={label}>
      <Face icon={icon} label={label} short={short} />
    </button>
  );
}

export function FloatingLink({ icon, label, short, to }: { icon: IconName; label: string; short?: string; to: string }) {
  return (
    <Link className={styles.button} to={to} aria-label={short ? label : undefined} title={label}>
      <Face icon={icon} label={label} short={short} />
    </Link>
  );
}
