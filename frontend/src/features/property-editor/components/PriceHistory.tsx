import type { components } from '@/lib/api/schema';
import { formatDate } from '@/lib/format-date';
import { siteKnowledge } from '@/config/site-knowledge.generated';
import { formatEuros } from '@/lib/format-number';
import styles from './editor.module.css';

// A staff screen: English, as the spec writes prices.
const { cardPleaseCall } = siteKnowledge.priceText;
const euros = (amount: number) => (amount > 0 ? formatEuros(amount, 'en') : cardPleaseCall);

type PriceChange = components['schemas']['PriceChange'];

/**
 * Every change of the price, newest first, with who saved it: what she tells an owner who
 * asks "when did we lower it?". Staff only (the server sends it to staff alone).
 */
export function PriceHistory({ changes }: { changes: readonly PriceChange[] }) {
  if (changes.length === 0) return null;
  return (
    <details className={styles.priceHistory}>
      <summary>Price history ({changes.length})</summary>
      <ol reversed>
        {[...changes].reverse().map((change) => (
          <li key={`${change.changed_at}-${change.new_price}`}>
            {formatDate(change.changed_at, 'en')}: {euros(change.old_price)} → {euros(change.new_price)}
            <span className={styles.priceHistoryBy}> by {change.changed_by}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
