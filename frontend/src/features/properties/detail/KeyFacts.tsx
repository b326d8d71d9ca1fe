import { formatNumber } from '@/lib/format-number';
import { kindLabel, type Property } from '@/features/property-data';
import styles from './detail.module.css';
import { DetailSection } from './DetailSection';

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
    <DetailSection id="key-facts-title" title="Key facts" className={styles.keyFacts}>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
