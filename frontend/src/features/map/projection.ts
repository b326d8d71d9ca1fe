import type { LatLng } from './geo';

/** A lat/lng rectangle: west/east are longitudes, south/north latitudes. */
export interface GeoBox {
  west: number;
  east: number;
  south: number;
  north: number;
}

/** A box drawn `width` × `height` units; `project` maps positions inside it to points. */
export interface Frame {
  box: GeoBox;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Langhe, Roero and Monferrato, from Bra and Dogliani in the south-west to Casale. */
export const WINE_HILLS_BOX: GeoBox = { west: 7.6, east: 8.7, south: 44.4, north: 45.2 };

/** Grows `box` so every point lies inside it with `margin` degrees to spare. */
export function boxAround(box: GeoBox, points: readonly LatLng[], margin = 0.05): GeoBox {
  return points.reduce<GeoBox>(
    (grown, { lat, lng }) => ({
      west: Math.min(grown.west, lng - margin),
      east: Math.max(grown.east, lng + margin),
      south: Math.min(grown.south, lat - margin),
      north: Math.max(grown.north, lat + margin),
    }),
    box,
  );
}

/**
 * An equirectangular frame: a degree of longitude is shortened by cos(latitude) at the box's
 * middle, so distances look right at this scale without a map projection library.
 */
export function frameFor(box: GeoBox, width: number): Frame {
  const middleLat = ((box.north + box.south) / 2) * (Math.PI / 180);
  const widthInLatDegrees = (box.east - box.west) * Math.cos(middleLat);
  const height = (width * (box.north - box.south)) / widthInLatDegrees;
  return { box, width, height: Math.round(height) };
}

export function project({ box, width, height }: Frame, { lat, lng }: LatLng): Point {
  return {
    x: ((lng - box.west) / (box.east - box.west)) * width,
    y: ((box.north - lat) / (box.north - box.south)) * height,
  };
}
