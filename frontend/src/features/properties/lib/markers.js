import { parseCoordinates } from '../map/geo';
import { paths } from '@/config/paths';
/** One marker per property that has a position; the others are left off the map. */
export function propertyMarkers(properties) {
    return properties.flatMap((property) => {
        const position = parseCoordinates(property.coordinates_d);
        if (!position)
            return [];
        return [
            { ref: property.ref, title: property.listing_title, position, href: paths.propertyDetail(property.ref) },
        ];
    });
}
