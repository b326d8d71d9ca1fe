import { factParts, type PropertySummary } from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './PropertyCard.module.css';

/** Bedrooms, bathrooms and floor area on a card; nothing when none is stated. */
export function FactsLine({ property }: { property: PropertySummary }) {
  const language = useLanguage();
  const parts = factParts(property, language);
  if (parts.length === 0) return null;
  return (
    <ul className={styles.facts} aria-label={CATALOGUE_TEXT[language].keyFacts}>
      {parts.map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ul>
  );
}
