import { factParts, type PropertySummary } from '@/features/property-data';
import styles from './PropertyCard.module.css';

/** Bedrooms, bathrooms and floor area on a card; nothing when none is stated. */
export function FactsLine({ property }: { property: PropertySummary }) {
  const parts = factParts(property);
  if (parts.length === 0) return null;
  return (
    <ul className={styles.facts} aria-label="Key facts">
      {parts.map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ul>
  );
}
