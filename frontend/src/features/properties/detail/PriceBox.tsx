import { ApproximatePrice } from '@/features/currency';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import { detailPriceText } from '@/features/property-data';
import { shownPriceNote } from '../lib/price-note';
import type { PropertySummary } from '@/features/property-data';
import { ListingMarks, ReducedOn } from '../components/ListingStatus';
import styles from './detail.module.css';

/**
 * A sold property shows SOLD! instead of its price (spec §4); a new one and one under offer
 * say so above its price, and a reduction the owner agreed to show is dated under it. The
 * price note follows, unless it only repeats '€PLEASE CALL' ("Price on request").
 */
export function PriceBox({ summary, note, noteLang }: { summary: PropertySummary; note?: string; noteLang?: 'en' }) {
  const language = useLanguage();
  const shownNote = shownPriceNote(note, summary.price, summary.sold);
  return (
    <div className={styles.priceBox}>
      <div className={styles.priceHead}>
        <p className={styles.priceLabel}>{CATALOGUE_TEXT[language].price}</p>
        {/* On the label's line: the price and the facts after it stay in a phone's first screen. */}
        <ListingMarks property={summary} className={styles.marks} markClassName={styles.mark} />
      </div>
      <p className={styles.price}>{detailPriceText(summary.price, summary.sold, language)}</p>
      <ReducedOn property={summary} className={styles.reduced} />
      <ApproximatePrice euros={summary.price} sold={summary.sold} focusable />
      {shownNote && (
        <p className={styles.priceNote} lang={noteLang}>
          {shownNote}
        </p>
      )}
    </div>
  );
}
