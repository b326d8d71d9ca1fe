/** Langhe, Roero and Monferrato, from Bra and Dogliani in the south-west to Casale. */
export const WINE_HILLS_BOX = { west: 7.6, east: 8.7, south: 44.4, north: 45.2 };
/** Grows `box` so every point lies inside it with `margin` degrees to spare. */
export function boxAround(box, points, margin = 0.05) {
    return points.reduce((grown, { lat, lng }) => ({
        west: Math.min(grown.west, lng - margin),
        east: Math.max(grown.east, lng + margin),
        south: Math.min(grown.south, lat - margin),
        north: Math.max(grown.north, lat + margin),
    }), box);
}
/**
 * An equirectangular frame: a degree of longitude is shortened by cos(latitude) at the box's
 * middle, so distances look right at this scale without a map projection library.
 */
export function frameFor(box, width) {
    const middleLat = ((box.north + box.south) / 2) * (Math.PI / 180);
    const widthInLatDegrees = (box.east - box.west) * Math.cos(middleLat);
    const height = (width * (box.north - box.south)) / widthInLatDegrees;
    return { box, width, height: Math.round(height) };
}
export function project({ box, width, height }, { lat, lng }) {
    return {
        x: ((lng - box.west) / (box.east - box.west)) * width,
        y: ((box.north - lat) / (box.north - box.south)) * height,
    };
}
