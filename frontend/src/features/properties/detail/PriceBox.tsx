import { ApproximatePrice } from '@/features/currency';
import { detailPriceText } from '../lib/price-text';
import type { PropertySummary } from '@/features/property-data';
import styles from './detail.module.css';

/** A sold property shows SOLD! instead of its price (spec §4). */
export function PriceBox({ summary, note }: { summary: PropertySummary; note?: string }) {
  return (
    <div className={styles.priceBox}>
      <p className={styles.priceLabel}>Price</p>
      <p className={styles.price}>{detailPriceText(summary.price, summary.sold)}</p>
      <ApproximatePrice euros={summary.price} sold={summary.sold} focusable />
      {note && !summary.sold && <p className={styles.priceNote}>{note}</p>}
    </div>
  );
}
