import type { PropertySummary } from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import { ContactButton } from './ContactButton';
import { KeyFacts } from './KeyFacts';
import { PriceBox } from './PriceBox';
import styles from './buyer-first.module.css';

interface BuyerSummaryProps {
  summary: PropertySummary;
  priceNote?: string;
  /** `lang` of the price note when it is not in the page's language. */
  priceNoteLang?: 'en';
}

/** What a buyer asks first, beside the photo: the price, the key facts and how to ask more. */
export function BuyerSummary({ summary, priceNote, priceNoteLang }: BuyerSummaryProps) {
  return (
    <section className={styles.summary} aria-label={CATALOGUE_TEXT[useLanguage()].priceAndFacts}>
      <PriceBox summary={summary} note={priceNote} noteLang={priceNoteLang} />
      <KeyFacts summary={summary} />
      <ContactButton />
    </section>
  );
}
