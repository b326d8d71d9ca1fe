import { formatNumber } from '@/lib/format-number';
import styles from './Statistics.module.css';

export interface Figure {
  label: string;
  value: number | string;
}

/** The period's totals, each a tile with its name above the number. */
export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map(({ label, value }) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd>{typeof value === 'number' ? formatNumber(value, 'en') : value}</dd>
        </div>
      ))}
    </dl>
  );
}
