import { describe, expect, it } from 'vitest';
import { openStreetMapUrl, parseCoordinates, wrapLongitude } from './geo';

describe('parseCoordinates', () => {
  it('reads a lat/lng pair of strings', () => {
    expect(parseCoordinates(['44.70', '8.03'])).toEqual({ lat: 44.7, lng: 8.03 });
  });
  it.each([[[]], [['44.7']], [['north', '8']], [['95', '8']], [['44', '181']], [null]])(
    '%j has no position',
    (pair) => {
      expect(parseCoordinates(pair)).toBeNull();
    },
  );
});

describe('openStreetMapUrl', () => {
  it('puts a marker at the position and zooms there', () => {
    expect(openStreetMapUrl({ lat: 44.61, lng: 7.94 }, 12)).toBe(
      'https://www.openstreetmap.org/?mlat=44.61&mlon=7.94#map=12/44.61/7.94',
    );
  });
});

describe('wrapLongitude', () => {
  it.each([
    [8.03, 8.03],
    [180, 180],
    [-180, -180],
    [190, -170],
    [-190, 170],
    [368.03, 8.03],
    [540, 180],
  ])('%d → %d', (lng, wrapped) => {
    expect(wrapLongitude(lng)).toBeCloseTo(wrapped, 9);
  });
});
