import type { ReactNode } from 'react';
import { areaText, kindLabel, priceText, type Property } from '@/features/property-data';
import { ApproximatePrice } from '@/features/currency';
import { formatNumber } from '@/lib/format-number';
import { shownIn, type Language } from '@/lib/i18n';
import styles from './Shortlist.module.css';

/**
 * One row of the comparison: its label in each language and what it shows of a home. The price
 * carries the visitor's currency under it ('≈ £612,000') once they chose one.
 */
export interface CompareRow {
  key: string;
  label: Record<Language, ReactNode>;
  value: (property: Property, language: Language) => ReactNode;
}

const NOT_STATED: Record<Language, string> = { en: 'not stated', it: 'non indicato' };

const stated = (value: ReactNode | null | undefined, language: Language): ReactNode =>
  value === null || value === undefined || value === '' ? <span className={styles.notStated}>{NOT_STATED[language]}</span> : value;

const count = (value: number | null | undefined, language: Language) => (value == null ? null : formatNumber(value, language));

export const COMPARE_ROWS: readonly CompareRow[] = [
  {
    key: 'price',
    label: { en: 'Price', it: 'Prezzo' },
    value: (p, l) => (
      <>
        {stated(l === 'en' ? p.price_text : priceText(p.price, p.sold, l), l)}
        <ApproximatePrice euros={p.price} sold={p.sold} className={styles.approx} />
      </>
    ),
  },
  { key: 'kind', label: { en: 'Type', it: 'Tipologia' }, value: (p, l) => stated(p.kind && kindLabel(p.kind, l), l) },
  { key: 'area', label: { en: 'Internal area', it: 'Superficie interna' }, value: (p, l) => stated(areaText(p, 'internal', l), l) },
  { key: 'land', label: { en: 'Land', it: 'Terreno' }, value: (p, l) => stated(areaText(p, 'land', l), l) },
  { key: 'bedrooms', label: { en: 'Bedrooms', it: 'Camere da letto' }, value: (p, l) => stated(count(p.bedrooms, l), l) },
  { key: 'bathrooms', label: { en: 'Bathrooms', it: 'Bagni' }, value: (p, l) => stated(count(p.bathrooms, l), l) },
  { key: 'energyClass', label: { en: 'Energy class', it: 'Classe energetica' }, value: (p, l) => stated(p.energy_class, l) },
  {
    key: 'energyIndex',
    label: {
      en: (
        <>
          Energy index (EP<sub>gl,nren</sub>)
        </>
      ),
      it: (
        <>
          Indice di prestazione energetica (EP<sub>gl,nren</sub>)
        </>
      ),
    },
    value: (p, l) =>
      stated(p.energy_non_renewable_index == null ? null : `${formatNumber(p.energy_non_renewable_index, l, 2)} kWh/m²${l === 'it' ? ' anno' : ' year'}`, l),
  },
  { key: 'town', label: { en: 'Town', it: 'Comune' }, value: (p, l) => stated(p.town?.name || p.location, l) },
  {
    key: 'distances',
    label: { en: 'Key distances', it: 'Distanze' },
    value: (p, l) =>
      p.distances_d.length === 0 ? (
        stated(null, l)
      ) : (
        <ul className={styles.distances}>
          {p.distances_d.map((distance, index) => {
            const label = shownIn(l, distance.descrip, distance.descrip_it);
            return (
              <li key={`${index}-${distance.place}`}>
                {distance.distance} min {label.lang ? <span lang={label.lang}>{label.text}</span> : label.text}
              </li>
            );
          })}
        </ul>
      ),
  },
];
