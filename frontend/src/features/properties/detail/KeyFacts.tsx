import { formatNumber } from '@/lib/format-number';
import { kindLabel, type PropertySummary } from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './buyer-first.module.css';

/**
 * The facts a buyer weighs first, each stated once on the page: kind, bedrooms, bathrooms,
 * floor area (m² and sq ft, the server's text), land and energy class. Drawn from the list
 * card's summary, so that the handed-over card shows them before the full property is in.
 */
export function KeyFacts({ summary }: { summary: PropertySummary }) {
  const language = useLanguage();
  const words = CATALOGUE_TEXT[language];
  const label = words.facts;
  const rows: [string, string][] = [];
  if (summary.kind) rows.push([label.type, kindLabel(summary.kind, language)]);
  if (summary.bedrooms != null) rows.push([label.bedrooms, formatNumber(summary.bedrooms)]);
  if (summary.bathrooms != null) rows.push([label.bathrooms, formatNumber(summary.bathrooms)]);
  if (summary.internal_area_text) rows.push([label.internalArea, summary.internal_area_text]);
  if (summary.land_area_text) rows.push([label.land, summary.land_area_text]);
  if (summary.energy_class) rows.push([label.energyClass, summary.energy_class]);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.keyFacts} aria-label={words.keyFacts}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
