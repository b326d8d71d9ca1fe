import type { PropertySummary } from '@/features/property-data';
import { ContactButton } from './ContactButton';
import { KeyFacts } from './KeyFacts';
import { PriceBox } from './PriceBox';
import styles from './buyer-first.module.css';

/** What a buyer asks first, beside the photo: the price, the key facts and how to ask more. */
export function BuyerSummary({ summary, priceNote }: { summary: PropertySummary; priceNote?: string }) {
  return (
    <section className={styles.summary} aria-label="Price and key facts">
      <PriceBox summary={summary} note={priceNote} />
      <KeyFacts summary={summary} />
      <ContactButton />
    </section>
  );
}
