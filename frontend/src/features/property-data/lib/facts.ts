import type { Language } from '@/lib/i18n';
import { countText } from '@/lib/count-text';
import { formatSquareMetres } from '@/lib/format-number';
import type { PropertySummary } from '../types';

export type PropertyKind = NonNullable<PropertySummary['kind']>;

/** The API's kinds, in the order the filter bar and the editor offer them. */
export const PROPERTY_KINDS: readonly PropertyKind[] = ['villa', 'farmhouse', 'house', 'apartment', 'land', 'commercial'];

const KIND_LABELS: Record<Language, Record<PropertyKind, string>> = {
  en: {
    villa: 'Villa',
    farmhouse: 'Farmhouse',
    house: 'House',
    apartment: 'Apartment',
    land: 'Land',
    commercial: 'Commercial',
  },
  it: {
    villa: 'Villa',
    farmhouse: 'Cascina',
    house: 'Casa',
    apartment: 'Appartamento',
    land: 'Terreno',
    commercial: 'Commerciale',
  },
};

export function kindLabel(kind: PropertyKind, language: Language = 'en'): string {
  return KIND_LABELS[language][kind];
}

export function isPropertyKind(value: string): value is PropertyKind {
  return (PROPERTY_KINDS as readonly string[]).includes(value);
}

type Areas = Pick<PropertySummary, 'internal_area_m2' | 'internal_area_text' | 'land_area_m2' | 'land_area_text'>;

/**
 * A home's floor area or land as the page's reader measures it. English: the server's text,
 * with square feet (and acres for land) beside the metres: '10,000 m² (107,600 sq ft / 2.47
 * acres)'. Italian: metres alone, in Italian digits ('10.000 m²'): feet and acres mean
 * nothing to an Italian buyer, and the server's digits are English.
 */
export function areaText(areas: Areas, which: 'internal' | 'land', language: Language): string | null {
  const squareMetres = which === 'internal' ? areas.internal_area_m2 : areas.land_area_m2;
  const serverText = which === 'internal' ? areas.internal_area_text : areas.land_area_text;
  if (language === 'en' && serverText) return serverText;
  return squareMetres == null ? null : formatSquareMetres(squareMetres, language);
}

type Facts = Pick<PropertySummary, 'bedrooms' | 'bathrooms' | 'internal_area_m2' | 'internal_area_text'>;

/** A room count's nouns, one and many: bedroom(s), bathroom(s). */
const FACT_WORDS: Record<Language, [string, string, string, string]> = {
  en: ['bedroom', 'bedrooms', 'bathroom', 'bathrooms'],
  it: ['camera', 'camere', 'bagno', 'bagni'],
};

/**
 * A card's facts line, e.g. ['4 bedrooms', '3 bathrooms', '310 m² (3,340 sq ft)'] or ['4
 * camere', '3 bagni', '310 m²']: only what is stated.
 */
export function factParts(facts: Facts, language: Language = 'en'): string[] {
  const parts: string[] = [];
  const [bedroom, bedrooms, bathroom, bathrooms] = FACT_WORDS[language];
  if (facts.bedrooms != null) parts.push(countText(facts.bedrooms, bedroom, bedrooms, language));
  if (facts.bathrooms != null) parts.push(countText(facts.bathrooms, bathroom, bathrooms, language));
  const area = areaText(facts, 'internal', language);
  if (area) parts.push(area);
  return parts;
}
