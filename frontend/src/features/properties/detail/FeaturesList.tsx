import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './detail.module.css';
import { DetailSection } from './DetailSection';

/**
 * Features as the server writes them, sqm entries already carrying sq ft / acres; on the
 * Italian page the Italian ones, or the English ones marked as such (`lang`).
 */
export function FeaturesList({ features, lang }: { features: readonly string[]; lang?: 'en' }) {
  const words = CATALOGUE_TEXT[useLanguage()];
  if (features.length === 0) return null;
  return (
    <DetailSection id="features-title" title={words.features}>
      <ul className={styles.features} lang={lang}>
        {features.map((feature, index) => (
          <li key={`${index}-${feature}`}>{feature}</li>
        ))}
      </ul>
    </DetailSection>
  );
}
