import { siteKnowledge } from '@/config/site-knowledge.generated';

const { stripped, prefix } = siteKnowledge.urlSuffix;

/**
 * Cleans a path or pictures_path as the server will on save (domain::settings::clean_url_suffix,
 * whose characters come generated): strips the characters SPEC §5 forbids and any whitespace or
 * control character, then puts the prefix in front of a non-empty value unless it is there.
 */
export function cleanPathSegment(raw: string): string {
  const kept = [...raw].filter((c) => !stripped.includes(c) && !/[\s\p{Cc}]/u.test(c)).join('');
  return kept === '' || kept.startsWith(prefix) ? kept : `${prefix}${kept}`;
}

export type CoordinatesCheck = { ok: true; coordinates: string } | { ok: false; message: string };

/**
 * Latitude and longitude, when filled, must contain a decimal point and lie on the globe
 * (±90, ±180), as the server checks (domain Coordinates): 'Latitude is invalid', 'Longitude is
 * invalid'. Both given → 'lat;lng'; either empty → cleared.
 */
export function checkCoordinates(latitude: string, longitude: string): CoordinatesCheck {
  const lat = latitude.trim();
  const lng = longitude.trim();
  if (lat !== '' && !isDecimal(lat, 90)) return { ok: false, message: 'Latitude is invalid' };
  if (lng !== '' && !isDecimal(lng, 180)) return { ok: false, message: 'Longitude is invalid' };
  if (lat === '' || lng === '') return { ok: true, coordinates: '' };
  return { ok: true, coordinates: `${lat};${lng}` };
}

function isDecimal(value: string, limit: number): boolean {
  const number = Number(value);
  return value.includes('.') && Number.isFinite(number) && Math.abs(number) <= limit;
}

/** The 'lat;lng' string split for the two inputs; anything else gives two empty fields. */
export function splitCoordinates(coordinates: string): [string, string] {
  const [lat = '', lng = ''] = coordinates.split(';');
  return coordinates.includes(';') ? [lat.trim(), lng.trim()] : ['', ''];
}

/** The town select's value: the blank first entry is the string 'null'. */
export function parseTownId(value: string): number | null {
  if (value === 'null' || value === '') return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
