import { formatNumber } from '@/lib/format-number';
import { kindLabel } from '../lib/facts';
import type { Property } from '../types';
import styles from './detail.module.css';

/** The structured facts beside the features list; each row only when stated. */
export function KeyFacts({ property }: { property: Property }) {
  const rows: [string, string][] = [];
  if (property.kind) rows.push(['Type', kindLabel(property.kind)]);
  if (property.bedrooms != null) rows.push(['Bedrooms', formatNumber(property.bedrooms)]);
  if (property.bathrooms != null) rows.push(['Bathrooms', formatNumber(property.bathrooms)]);
  if (property.internal_area_text) rows.push(['Internal area', property.internal_area_text]);
  if (property.land_area_text) rows.push(['Land', property.land_area_text]);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="key-facts-title" className={styles.keyFacts}>
      <h2 id="key-facts-title" className={styles.sectionTitle}>
        Key facts
      </h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
