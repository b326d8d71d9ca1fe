import { type MapMarker, parseCoordinates } from '@/features/map';
import { cardText, type PropertySummary } from '@/features/property-data';
import { paths } from '@/config/paths';
import type { Language } from '@/lib/i18n';

/**
 * One marker per property that has a position; the others are left off the map. Each names the
 * home and leads to its page in `language` (an English title on an Italian page marked so).
 */
export function propertyMarkers(properties: readonly PropertySummary[], language: Language = 'en'): MapMarker[] {
  return properties.flatMap((property) => {
    const position = parseCoordinates(property.coordinates_d);
    if (!position) return [];
    const title = cardText(property, 'listing_title', language);
    const href = language === 'it' ? paths.italianPropertyDetail(property.ref) : paths.propertyDetail(property.ref);
    return [{ ref: property.ref, title: title.text, ...(title.lang ? { titleLang: title.lang } : {}), position, href }];
  });
}
