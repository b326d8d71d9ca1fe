import { ApproximatePrice } from '@/features/currency';
import { detailPriceText } from '../lib/price-text';
import type { PropertySummary } from '@/features/property-data';
import { newText, ReducedOn, underOfferText } from '../components/ListingStatus';
import styles from './detail.module.css';

/**
 * A sold property shows SOLD! instead of its price (spec §4); a new one and one under offer
 * say so above its price, and a reduction the owner agreed to show is dated under it.
 */
export function PriceBox({ summary, note }: { summary: PropertySummary; note?: string }) {
  const marks = [newText(summary), underOfferText(summary)].filter((mark) => mark !== null);
  return (
    <div className={styles.priceBox}>
      <p className={styles.priceLabel}>Price</p>
      {marks.length > 0 && (
        <p className={styles.marks}>
          {marks.map((mark) => (
            <span key={mark} className={styles.mark}>
              {mark}
            </span>
          ))}
        </p>
      )}
      <p className={styles.price}>{detailPriceText(summary.price, summary.sold)}</p>
      <ReducedOn property={summary} className={styles.reduced} />
      <ApproximatePrice euros={summary.price} sold={summary.sold} focusable />
      {note && !summary.sold && <p className={styles.priceNote}>{note}</p>}
    </div>
  );
}
