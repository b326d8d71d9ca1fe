import { describe, expect, it } from 'vitest';
import { checkCoordinates, cleanPathSegment, parseTownId, splitCoordinates } from './settings-rules';

describe('cleanPathSegment', () => {
  it('strips every listed character and prefixes a dash', () => {
    expect(cleanPathSegment(" villa: /?#[]@%=<>{}|^~`'barolo")).toBe('-villabarolo');
  });

  it('leaves an empty value empty', () => {
    expect(cleanPathSegment('')).toBe('');
    expect(cleanPathSegment(' /?')).toBe('');
  });

  it('does not stack dashes when applied twice', () => {
    expect(cleanPathSegment(cleanPathSegment('casa-bella'))).toBe('-casa-bella');
  });

  // The server's table (crates/domain/src/settings.rs url_suffix_table): the dialog shows what
  // the save will store.
  it.each([
    ['villa-barolo', '-villa-barolo'],
    ['-villa-barolo', '-villa-barolo'],
    ["Villa Barolo's view", '-VillaBarolosview'],
    ['/-villa', '-villa'],
    ['--villa', '--villa'],
    ['   ', ''],
    ['casa\tlanghe\n', '-casalanghe'],
    ['casa\u0007langhe', '-casalanghe'],
    ['città', '-città'],
    ['a.b,c;d!e&f', '-a.b,c;d!e&f'],
  ])('cleans %j as the server does', (raw, cleaned) => {
    expect(cleanPathSegment(raw)).toBe(cleaned);
  });
});

describe('checkCoordinates', () => {
  it('joins two decimals as lat;lng', () => {
    expect(checkCoordinates('44.70', ' 8.03 ')).toEqual({ ok: true, coordinates: '44.70;8.03' });
  });

  it('refuses a latitude without a decimal point first, then the longitude', () => {
    expect(checkCoordinates('44', '8')).toEqual({ ok: false, message: 'Latitude is invalid' });
    expect(checkCoordinates('44.7', '8')).toEqual({ ok: false, message: 'Longitude is invalid' });
    expect(checkCoordinates('4.4.7', '8.1')).toEqual({ ok: false, message: 'Latitude is invalid' });
  });

  it('refuses a position off the globe with the same messages, as the server does', () => {
    expect(checkCoordinates('90.1', '8.0')).toEqual({ ok: false, message: 'Latitude is invalid' });
    expect(checkCoordinates('-90.0', '180.01')).toEqual({ ok: false, message: 'Longitude is invalid' });
    expect(checkCoordinates('-90.0', '-180.0')).toEqual({ ok: true, coordinates: '-90.0;-180.0' });
  });

  it('clears the coordinates when either is empty', () => {
    expect(checkCoordinates('44.7', '')).toEqual({ ok: true, coordinates: '' });
    expect(checkCoordinates('', '')).toEqual({ ok: true, coordinates: '' });
  });
});

describe('splitCoordinates', () => {
  it('splits lat;lng and gives blanks otherwise', () => {
    expect(splitCoordinates('44.7;8.03')).toEqual(['44.7', '8.03']);
    expect(splitCoordinates('')).toEqual(['', '']);
  });
});

describe('parseTownId', () => {
  it('turns the string null into null and ids into numbers', () => {
    expect(parseTownId('null')).toBeNull();
    expect(parseTownId('12')).toBe(12);
    expect(parseTownId('abc')).toBeNull();
  });
});
