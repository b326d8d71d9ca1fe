export interface LatLng {
  lat: number;
  lng: number;
}

/** One property on a map: where it is, what to call it, where its page is. */
export interface MapMarker {
  ref: string;
  title: string;
  /** `lang` of the title when it is not in the page's language (an English one on an Italian page). */
  titleLang?: 'en';
  position: LatLng;
  href: string;
}

/** Spec §9: the list map's default centre (about 44.70 N, 8.03 E) and zoom. */
export const LIST_MAP_CENTER: LatLng = { lat: 44.7, lng: 8.03 };
export const LIST_MAP_ZOOM = 8;
/** Spec §9: the detail map's zoom. */
export const DETAIL_MAP_ZOOM = 12;
/** The staff's placing map on a home that has a position: close enough to tell a farmhouse from its barn. */
export const PLACE_MAP_ZOOM = 15;

/** A longitude brought into -180…180 (a map that was panned round the world gives 190 for -170). */
export function wrapLongitude(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 ? 180 : wrapped;
}

/**
 * Reads the API's `coordinates_d` (`[lat, lng]` as strings, or empty). Anything that is not
 * a pair of finite numbers within the globe's ranges means "no position".
 */
export function parseCoordinates(pair: readonly string[] | null | undefined): LatLng | null {
  if (!pair || pair.length !== 2) return null;
  const [lat, lng] = pair.map((part) => Number.parseFloat(part));
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

export function openStreetMapUrl({ lat, lng }: LatLng, zoom: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}
