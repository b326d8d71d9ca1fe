import { describe, expect, it } from 'vitest';
import { coordinatesFromMapLink, NO_COORDINATES, openStreetMapLink, SHORT_LINK } from './map-link';

describe('coordinatesFromMapLink', () => {
  it.each([
    ['Google Maps, a view', 'https://www.google.com/maps/@44.61,7.94,15z', '44.61', '7.94'],
    ['Google Maps, a view in another country domain', 'https://www.google.it/maps/@44.6106,7.9428,17.5z?entry=ttu', '44.6106', '7.9428'],
    [
      "Google Maps, a place: its pin, not the view's centre",
      'https://www.google.com/maps/place/Barolo,+CN/@44.6000,7.9000,15z/data=!3m1!4b1!4m6!3m5!1s0x12d2:0x40!8m2!3d44.6106!4d7.9428!16s',
      '44.6106',
      '7.9428',
    ],
    ['Google Maps, a search link', 'https://www.google.com/maps/search/?api=1&query=44.61%2C7.94', '44.61', '7.94'],
    ['Google Maps, coordinates searched', 'https://www.google.com/maps/search/44.61,+7.94?entry=ttu', '44.61', '7.94'],
    ['Google Maps, an old q= link', 'https://maps.google.com/?q=44.61,7.94', '44.61', '7.94'],
    ['OpenStreetMap, a view', 'https://www.openstreetmap.org/#map=15/44.61/7.94', '44.61', '7.94'],
    ['OpenStreetMap, a marker', 'https://www.openstreetmap.org/?mlat=44.6106&mlon=7.9428#map=16/44.6000/7.9000', '44.6106', '7.9428'],
    ['OpenStreetMap, a marker after the #', 'https://www.openstreetmap.org/#map=16/44.60/7.90&mlat=44.6106&mlon=7.9428', '44.6106', '7.9428'],
    ['Apple Maps', 'https://maps.apple.com/?ll=44.61,7.94&q=Barolo', '44.61', '7.94'],
    ['Bing Maps', 'https://www.bing.com/maps?cp=44.61~7.94&lvl=15', '44.61', '7.94'],
    ['a geo: address', 'geo:44.61,7.94?z=15', '44.61', '7.94'],
    ["the numbers Google Maps copies on a right-click", '44.61061, 7.94279', '44.61061', '7.94279'],
    ['a link without its https://', 'www.openstreetmap.org/#map=15/44.61/7.94', '44.61', '7.94'],
    ['whole degrees, given the decimal point the settings ask for', '44, 8', '44.0', '8.0'],
    ['south and west', 'https://www.google.com/maps/@-33.8688,-151.2093,12z', '-33.8688', '-151.2093'],
  ])('%s', (_, link, latitude, longitude) => {
    expect(coordinatesFromMapLink(link)).toEqual({ ok: true, latitude, longitude });
  });

  it.each([
    ['a link without coordinates', 'https://www.google.com/maps/place/Barolo'],
    ['a town name', 'Barolo'],
    ['numbers off the globe', 'https://www.google.com/maps/@95.1,7.94,15z'],
    ['nothing', '   '],
  ])('%s: says how to find them', (_, link) => {
    expect(coordinatesFromMapLink(link)).toEqual({ ok: false, message: NO_COORDINATES });
  });

  it('says a short link hides them', () => {
    expect(coordinatesFromMapLink('https://maps.app.goo.gl/AbCdEf123')).toEqual({ ok: false, message: SHORT_LINK });
  });
});

describe('openStreetMapLink', () => {
  it('marks the spot and centres the map on it', () => {
    expect(openStreetMapLink('44.61', ' 7.94')).toBe('https://www.openstreetmap.org/?mlat=44.61&mlon=7.94#map=16/44.61/7.94');
  });
});
