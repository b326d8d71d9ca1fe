import type { PropertySummary } from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { detailPriceText } from '@/features/property-data';
import { ApproximatePrice } from '@/features/currency';
import { ContactButton } from './ContactButton';
import styles from './buyer-first.module.css';

/**
 * On a phone, the price and the contact button stay at the bottom of the screen while the
 * page scrolls (wider screens keep them beside the photo). Not printed.
 */
export function StickyContactBar({ summary }: { summary: PropertySummary }) {
  return (
    <div className={styles.stickyBar} data-print="hide" data-testid="sticky-contact-bar">
      <span className={styles.stickyPrice}>
        {detailPriceText(summary.price, summary.sold, useLanguage())}
        {/* The visitor's currency follows the price down the page too. */}
        <ApproximatePrice euros={summary.price} sold={summary.sold} className={styles.stickyApprox} />
      </span>
      <ContactButton className={styles.stickyButton} />
    </div>
  );
}
