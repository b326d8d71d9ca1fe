import type { CounterBlock } from '@/features/property-data';
import { formatTypedNumber } from '@/lib/format-number';
import { shownIn, useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './detail.module.css';

/**
 * The headline figures, each label in Italian on an Italian page where written, and each figure
 * staff typed as an English number ('1.0' ha) in Italian digits there ('1').
 */
export function CounterBlocks({ blocks }: { blocks: readonly CounterBlock[] }) {
  const language = useLanguage();
  if (blocks.length === 0) return null;
  return (
    <ul className={styles.counters} aria-label={CATALOGUE_TEXT[language].counters}>
      {blocks.map((block, index) => {
        const label = shownIn(language, block.label, block.label_it);
        return (
          <li key={`${index}-${block.label}`} className={styles.counter}>
            <span className={styles.counterValue}>{formatTypedNumber(block.value, language)}</span>
            <span className={styles.counterLabel} lang={label.lang}>
              {label.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
