import { formatNumber } from '@/lib/format-number';
import { areaText, kindLabel, type PropertySummary } from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './buyer-first.module.css';

/**
 * The facts a buyer weighs first, each stated once on the page: kind, bedrooms, bathrooms,
 * floor area and land (in English with sq ft and acres, the server's text; in Italian in m²
 * alone) and energy class. Drawn from the list
 * card's summary, so that the handed-over card shows them before the full property is in.
 */
export function KeyFacts({ summary }: { summary: PropertySummary }) {
  const language = useLanguage();
  const words = CATALOGUE_TEXT[language];
  const label = words.facts;
  const rows: [string, string][] = [];
  if (summary.kind) rows.push([label.type, kindLabel(summary.kind, language)]);
  if (summary.bedrooms != null) rows.push([label.bedrooms, formatNumber(summary.bedrooms, language)]);
  if (summary.bathrooms != null) rows.push([label.bathrooms, formatNumber(summary.bathrooms, language)]);
  const internalArea = areaText(summary, 'internal', language);
  if (internalArea) rows.push([label.internalArea, internalArea]);
  const land = areaText(summary, 'land', language);
  if (land) rows.push([label.land, land]);
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
