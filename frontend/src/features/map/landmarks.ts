import type { LatLng } from './geo';

/** Towns drawn on the static location view so a visitor can place a marker. */
export const LANDMARK_TOWNS: readonly (LatLng & { name: string })[] = [
  { name: 'Alba', lat: 44.7, lng: 8.035 },
  { name: 'Bra', lat: 44.698, lng: 7.855 },
  { name: 'Barolo', lat: 44.611, lng: 7.943 },
  { name: 'Dogliani', lat: 44.53, lng: 7.945 },
  { name: 'Asti', lat: 44.9, lng: 8.207 },
  { name: 'Canelli', lat: 44.721, lng: 8.292 },
  { name: 'Nizza Monferrato', lat: 44.774, lng: 8.355 },
  { name: 'Acqui Terme', lat: 44.675, lng: 8.468 },
  { name: 'Casale Monferrato', lat: 45.134, lng: 8.451 },
];

/** Where the three areas' names are written. */
export const AREA_LABELS: readonly (LatLng & { name: string })[] = [
  { name: 'Roero', lat: 44.8, lng: 7.9 },
  { name: 'Langhe', lat: 44.56, lng: 8.17 },
  { name: 'Monferrato', lat: 45.02, lng: 8.33 },
];

/** The Tanaro, which parts the Roero from the Langhe: a rough line through its towns. */
export const TANARO_RIVER: readonly LatLng[] = [
  { lat: 44.6, lng: 7.83 },
  { lat: 44.68, lng: 7.9 },
  { lat: 44.71, lng: 8.02 },
  { lat: 44.79, lng: 8.12 },
  { lat: 44.89, lng: 8.19 },
  { lat: 44.92, lng: 8.4 },
  { lat: 44.91, lng: 8.62 },
];
