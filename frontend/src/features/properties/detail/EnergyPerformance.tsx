import { formatNumber } from '@/lib/format-number';
import type { Property } from '@/features/property-data';
import styles from './detail.module.css';
import { DetailSection } from './DetailSection';


const ENVELOPE_QUALITY: Record<string, string> = { high: 'high', medium: 'medium', low: 'low' };

function EnvelopeValue({ quality }: { quality: string | null | undefined }) {
  return <>{(quality && ENVELOPE_QUALITY[quality]) ?? 'not stated'}</>;
}

function IndexValue({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined) return <>not stated</>;
  return <>{formatNumber(value, 2)} kWh/m² year</>;
}

/**
 * The energy certificate (APE) data Italian law wants in every sale advertisement: the class
 * is among the key facts at the top (stated once), the indices are here.
 */
export function EnergyPerformance({ property }: { property: Property }) {
  return (
    <DetailSection id="energy-title" title="Energy performance" className={styles.energy}>
      {!property.energy_class && <p>Energy class: certificate being prepared</p>}
      <dl className={styles.energyIndices}>
        <dt>
          EP<sub>gl,nren</sub>
        </dt>
        <dd>
          <IndexValue value={property.energy_non_renewable_index} />
        </dd>
        <dt>
          EP<sub>gl,ren</sub>
        </dt>
        <dd>
          <IndexValue value={property.energy_renewable_index} />
        </dd>
        {(property.envelope_quality_winter || property.envelope_quality_summer) && (
          <>
            <dt>Envelope quality, winter</dt>
            <dd>
              <EnvelopeValue quality={property.envelope_quality_winter} />
            </dd>
            <dt>Envelope quality, summer</dt>
            <dd>
              <EnvelopeValue quality={property.envelope_quality_summer} />
            </dd>
          </>
        )}
      </dl>
    </DetailSection>
  );
}
