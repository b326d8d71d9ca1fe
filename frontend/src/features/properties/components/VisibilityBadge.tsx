import type { Visibility } from '@/features/property-data';
import { EyeSlashIcon } from './EyeSlashIcon';
import styles from './badges.module.css';

const LABELS: Record<Exclude<Visibility, 'visible'>, string> = {
  hidden: 'Hidden',
  unlisted: 'Unlisted',
};

/** Marks properties the public cannot find (only staff are served those). */
export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  if (visibility === 'visible') return null;
  return (
    <span className={`${styles.badge} ${styles.visibility}`}>
      <EyeSlashIcon />
      {LABELS[visibility]}
    </span>
  );
}
