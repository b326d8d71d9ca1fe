import { formatNumber } from '@/lib/format-number';
import { EnergyClassBadge } from '../components/EnergyClassBadge';
import type { Property } from '@/features/property-data';
import styles from './detail.module.css';
import { DetailSection } from './DetailSection';


function IndexValue({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined) return <>not stated</>;
  return <>{formatNumber(value, 2)} kWh/m² year</>;
}

/** The energy certificate (APE) data Italian law wants in every sale advertisement. */
export function EnergyPerformance({ property }: { property: Property }) {
  return (
    <DetailSection id="energy-title" title="Energy performance" className={styles.energy}>
      {property.energy_class ? (
        <EnergyClassBadge energyClass={property.energy_class} />
      ) : (
        <p>Energy class: certificate being prepared</p>
      )}
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
      </dl>
    </DetailSection>
  );
}
