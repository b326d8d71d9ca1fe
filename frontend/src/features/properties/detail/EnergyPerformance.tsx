import { formatNumber } from '@/lib/format-number';
import { useLanguage, type Language } from '@/lib/i18n';
import type { Property } from '@/features/property-data';
import { CATALOGUE_TEXT, type CatalogueText } from '../lib/catalogue-text';
import styles from './detail.module.css';
import { DetailSection } from './DetailSection';

type EnergyText = CatalogueText['energy'];

function EnvelopeValue({ quality, text }: { quality: string | null | undefined; text: EnergyText }) {
  const known = quality === 'high' || quality === 'medium' || quality === 'low' ? text.qualities[quality] : null;
  return <>{known ?? text.notStated}</>;
}

function IndexValue({ value, text, language }: { value: number | null | undefined; text: EnergyText; language: Language }) {
  if (value === null || value === undefined) return <>{text.notStated}</>;
  return (
    <>
      {formatNumber(value, language, 2)} {text.perYear}
    </>
  );
}

/**
 * The energy certificate (APE) data Italian law wants in every sale advertisement: the class
 * is among the key facts at the top (stated once), the indices are here.
 */
export function EnergyPerformance({ property }: { property: Property }) {
  const language = useLanguage();
  const text = CATALOGUE_TEXT[language].energy;
  return (
    <DetailSection id="energy-title" title={text.heading} className={styles.energy}>
      {!property.energy_class && <p>{text.preparing}</p>}
      <dl className={styles.energyIndices}>
        <dt>
          EP<sub>gl,nren</sub>
        </dt>
        <dd>
          <IndexValue value={property.energy_non_renewable_index} text={text} language={language} />
        </dd>
        <dt>
          EP<sub>gl,ren</sub>
        </dt>
        <dd>
          <IndexValue value={property.energy_renewable_index} text={text} language={language} />
        </dd>
        {(property.envelope_quality_winter || property.envelope_quality_summer) && (
          <>
            <dt>{text.winter}</dt>
            <dd>
              <EnvelopeValue quality={property.envelope_quality_winter} text={text} />
            </dd>
            <dt>{text.summer}</dt>
            <dd>
              <EnvelopeValue quality={property.envelope_quality_summer} text={text} />
            </dd>
          </>
        )}
      </dl>
    </DetailSection>
  );
}
