import { ApproximatePrice } from '@/features/currency';
import { detailPriceText } from '../lib/price-text';
import type { PropertySummary } from '@/features/property-data';
import { ReducedOn, underOfferText } from '../components/ListingStatus';
import styles from './detail.module.css';

/**
 * A sold property shows SOLD! instead of its price (spec §4); one under offer says so above
 * its price, and a reduction the owner agreed to show is dated under it.
 */
export function PriceBox({ summary, note }: { summary: PropertySummary; note?: string }) {
  const underOffer = underOfferText(summary);
  return (
    <div className={styles.priceBox}>
      <p className={styles.priceLabel}>Price</p>
      {underOffer && <p className={styles.underOffer}>{underOffer}</p>}
      <p className={styles.price}>{detailPriceText(summary.price, summary.sold)}</p>
      <ReducedOn property={summary} className={styles.reduced} />
      <ApproximatePrice euros={summary.price} sold={summary.sold} focusable />
      {note && !summary.sold && <p className={styles.priceNote}>{note}</p>}
    </div>
  );
}
