import { shownIn, type Language, type ShownText } from '@/lib/i18n';
import type { Property, PropertySummary } from '../types';

export type { ShownText };

type TextField = keyof Property['translations']['it'] & keyof Property;
type CardField = keyof PropertySummary['translations']['it'];

/** A card's listing title or location in `language`. */
export function cardText(summary: PropertySummary, field: CardField, language: Language): ShownText {
  return shownIn(language, summary[field], summary.translations?.it?.[field]);
}

/** One of a property's text fields in `language`. */
export function propertyText(
  property: Property,
  field: Extract<TextField, 'title' | 'title2' | 'listing_title' | 'location' | 'price_description' | 'description' | 'meta_title' | 'meta_description'>,
  language: Language,
): ShownText {
  return shownIn(language, property[field], property.translations?.it?.[field]);
}

/** A ';'-list of a property (features, description list) in `language`, whole from one language. */
export function propertyLines(property: Property, field: 'features' | 'description_list', language: Language): { lines: string[]; lang: 'en' | undefined } {
  const italian = property.translations?.it;
  if (language === 'it' && italian) {
    const lines = field === 'features' ? italian.features_d : italian.description_list_d;
    if (lines.length > 0) return { lines, lang: undefined };
  }
  // In English the features carry sq ft and acres (`features_display`); the Italian reader reads metres.
  const english = field === 'features' ? property.features_display : property.description_list_d;
  return { lines: english, lang: language === 'it' ? 'en' : undefined };
}

/**
 * The property page's title in `language`, in the server's order (`PageTexts` in
 * crates/site/src/page_heads.rs), so that the browser's head and the server's agree.
 */
export function propertyHeadTitle(property: Property, language: Language, fallback: string): string {
  const it = property.translations?.it;
  const candidates = language === 'it' ? [it?.meta_title, it?.listing_title, property.meta_title] : [property.meta_title];
  return candidates.map((text) => text?.trim() ?? '').find((text) => text !== '') ?? fallback;
}

/** The property page's description meta in `language`, as the server writes it. */
export function propertyHeadDescription(property: Property, language: Language, fallback: string): string {
  const candidates = language === 'it' ? [property.translations?.it?.meta_description, property.meta_description] : [property.meta_description];
  return candidates.map((text) => text?.trim() ?? '').find((text) => text !== '') ?? fallback;
}
