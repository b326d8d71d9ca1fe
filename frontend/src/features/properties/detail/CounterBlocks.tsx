import type { CounterBlock } from '@/features/property-data';
import styles from './detail.module.css';

export function CounterBlocks({ blocks }: { blocks: readonly CounterBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <ul className={styles.counters} aria-label="At a glance">
      {blocks.map((block, index) => (
        <li key={`${index}-${block.label}`} className={styles.counter}>
          <span className={styles.counterValue}>{block.value}</span>
          <span className={styles.counterLabel}>{block.label}</span>
        </li>
      ))}
    </ul>
  );
}
