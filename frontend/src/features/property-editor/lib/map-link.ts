/**
 * Reading a home's spot from a map link she pastes (issue 43: typing latitude and longitude
 * is a developer's chore), and the link back to check it. Pure: the settings dialog calls it.
 */

export type MapLinkReading = { ok: true; latitude: string; longitude: string } | { ok: false; message: string };

/** What she is told when a link holds no coordinates. */
export const NO_COORDINATES =
  'No coordinates found in this link. In Google Maps, right-click the home and click the numbers at the top of the menu to copy them, then paste them here.';
export const SHORT_LINK =
  'A short link hides the coordinates: open it in the browser, then copy the full address from the address bar and paste that.';

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*,\s*(${NUMBER})\s*$`);
/** Google's place pin (`!3d{lat}!4d{lng}`), more exact than the view's centre after '@'. */
const GOOGLE_PIN = new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`);
/** Google's view centre: `/@44.61,7.94,15z`. */
const GOOGLE_VIEW = new RegExp(String.raw`/@(${NUMBER}),(${NUMBER})`);
/** OpenStreetMap's view: `#map=15/44.61/7.94`. */
const OSM_VIEW = new RegExp(String.raw`map=\d+(?:\.\d+)?/(${NUMBER})/(${NUMBER})`);
/** A `geo:` address (RFC 5870), as phones share a place. */
const GEO_URI = new RegExp(String.raw`^geo:(${NUMBER}),(${NUMBER})`, 'i');
/** Query parameters holding 'lat,lng' in Google, Apple and Bing map links. */
const PAIR_PARAMETERS = ['q', 'query', 'll', 'center', 'destination', 'daddr', 'sll', 'cp'];
/** Query parameter pairs holding one number each (OpenStreetMap's marker first). */
const SPLIT_PARAMETERS: [string, string][] = [
  ['mlat', 'mlon'],
  ['lat', 'lon'],
  ['lat', 'lng'],
];
const SHORT_HOSTS = ['maps.app.goo.gl', 'goo.gl', 'g.co'];

/** A latitude and a longitude in range, each with the decimal point the settings require (SPEC §5). */
function inRange(lat: string, lng: string): MapLinkReading | null {
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { ok: true, latitude: withDecimalPoint(lat), longitude: withDecimalPoint(lng) };
}

function withDecimalPoint(number: string): string {
  const unsigned = number.replace(/^\+/, '');
  return unsigned.includes('.') ? unsigned : `${unsigned}.0`;
}

function fromPattern(text: string, pattern: RegExp): MapLinkReading | null {
  const match = pattern.exec(text);
  return match ? inRange(match[1], match[2]) : null;
}

function fromParameters(url: URL): MapLinkReading | null {
  // OpenStreetMap keeps its parameters after the '#' as well as before it.
  const sets = [url.searchParams, new URLSearchParams(url.hash.replace(/^#/, ''))];
  for (const parameters of sets) {
    for (const [lat, lng] of SPLIT_PARAMETERS) {
      const found = parameters.has(lat) && parameters.has(lng) ? inRange(parameters.get(lat) ?? '', parameters.get(lng) ?? '') : null;
      if (found) return found;
    }
    for (const name of PAIR_PARAMETERS) {
      // Bing writes 'lat~lng'.
      const found = fromPattern((parameters.get(name) ?? '').replace('~', ','), PAIR);
      if (found) return found;
    }
  }
  return null;
}

/** A path segment that is itself 'lat,lng' (`/maps/search/44.61,+7.94`, `/maps/place/44.61,7.94`). */
function fromPathSegments(url: URL): MapLinkReading | null {
  for (const segment of url.pathname.split('/')) {
    const found = fromPattern(decodeURIComponent(segment).replace(/\+/g, ' '), PAIR);
    if (found) return found;
  }
  return null;
}

function asUrl(text: string): URL | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

/**
 * The spot a pasted map link (Google Maps, OpenStreetMap, Apple Maps, Bing, a `geo:` address)
 * or a pasted '44.61, 7.94' points at; a place's pin before the view's centre. Not found: why.
 */
export function coordinatesFromMapLink(pasted: string): MapLinkReading {
  const text = pasted.trim();
  const direct = fromPattern(text, PAIR) ?? fromPattern(text, GEO_URI);
  if (direct) return direct;
  const url = asUrl(text);
  if (!url || !url.hostname.includes('.')) return { ok: false, message: NO_COORDINATES };
  if (SHORT_HOSTS.includes(url.hostname.replace(/^www\./, ''))) return { ok: false, message: SHORT_LINK };
  const found =
    fromPattern(text, GOOGLE_PIN) ??
    fromParameters(url) ??
    fromPattern(url.pathname, GOOGLE_VIEW) ??
    fromPattern(url.hash, OSM_VIEW) ??
    fromPathSegments(url);
  return found ?? { ok: false, message: NO_COORDINATES };
}

/** The spot on OpenStreetMap, marked, for her to check where the pin will go. */
export function openStreetMapLink(latitude: string, longitude: string): string {
  const lat = encodeURIComponent(latitude.trim());
  const lng = encodeURIComponent(longitude.trim());
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}
