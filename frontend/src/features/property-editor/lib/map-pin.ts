/**
 * The settings dialog's map and its latitude and longitude fields kept in step (issue 43:
 * place the home on a map): a click or a dropped pin writes the fields, the fields move the
 * pin. Pure: CoordinatesFields calls it.
 */
import type { LatLng } from '@/features/map';
import { checkCoordinates } from './settings-rules';

/** Decimals kept from a click: five, about a metre, finer than anyone can point. */
const DECIMALS = 5;

/** The numbers a click or a dropped pin writes into the fields, each with its decimal point (SPEC §5). */
export function fieldsFromPin({ lat, lng }: LatLng): { latitude: string; longitude: string } {
  return { latitude: decimalText(lat), longitude: decimalText(lng) };
}

function decimalText(value: number): string {
  const rounded = Number(value.toFixed(DECIMALS));
  const text = String(rounded === 0 ? 0 : rounded);
  return text.includes('.') ? text : `${text}.0`;
}

/** Where the fields put the pin: none while either is empty, none with the check's message while one is refused. */
export type PinFromFields = { pin: LatLng | null; problem: string | null };

export function pinFromFields(latitude: string, longitude: string): PinFromFields {
  const check = checkCoordinates(latitude, longitude);
  if (!check.ok) return { pin: null, problem: check.message };
  if (check.coordinates === '') return { pin: null, problem: null };
  return { pin: { lat: Number(latitude), lng: Number(longitude) }, problem: null };
}
