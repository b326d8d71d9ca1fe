import { type MapMarker, parseCoordinates } from '@/features/map';
import type { PropertySummary } from '@/features/property-data';
import { paths } from '@/config/paths';

/** One marker per property that has a position; the others are left off the map. */
export function propertyMarkers(properties: readonly PropertySummary[]): MapMarker[] {
  return properties.flatMap((property) => {
    const position = parseCoordinates(property.coordinates_d);
    if (!position) return [];
    return [
      { ref: property.ref, title: property.listing_title, position, href: paths.propertyDetail(property.ref) },
    ];
  });
}
