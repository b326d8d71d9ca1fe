import type { Language } from '@/lib/i18n';
import { countText } from '@/lib/count-text';
import { formatNumber } from '@/lib/format-number';
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

type Facts = Pick<PropertySummary, 'bedrooms' | 'bathrooms' | 'internal_area_m2' | 'internal_area_text'>;

/** A room count's nouns, one and many: bedroom(s), bathroom(s). */
const FACT_WORDS: Record<Language, [string, string, string, string]> = {
  en: ['bedroom', 'bedrooms', 'bathroom', 'bathrooms'],
  it: ['camera', 'camere', 'bagno', 'bagni'],
};

/**
 * A card's facts line, e.g. ['4 bedrooms', '3 bathrooms', '310 m² (3,340 sq ft)']: only what is
 * stated. The area text comes from the server, which applies the spec's sq ft rounding.
 */
export function factParts(facts: Facts, language: Language = 'en'): string[] {
  const parts: string[] = [];
  const [bedroom, bedrooms, bathroom, bathrooms] = FACT_WORDS[language];
  if (facts.bedrooms != null) parts.push(countText(facts.bedrooms, bedroom, bedrooms));
  if (facts.bathrooms != null) parts.push(countText(facts.bathrooms, bathroom, bathrooms));
  if (facts.internal_area_text) parts.push(facts.internal_area_text);
  else if (facts.internal_area_m2 != null) parts.push(`${formatNumber(facts.internal_area_m2)} m²`);
  return parts;
}
