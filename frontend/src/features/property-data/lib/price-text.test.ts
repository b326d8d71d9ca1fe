import { describe, expect, it } from 'vitest';
import { detailPriceText, priceText } from './price-text';

describe('priceText', () => {
  it.each([
    [1250000, false, '€1,250,000'],
    [350000, false, '€350,000'],
    [999.6, false, '€1,000'],
    [0, false, '€Please call'],
    [null, false, '€Please call'],
    [1250000, true, 'SOLD!'],
    [0, true, 'SOLD!'],
  ])('price %s sold=%s reads %s', (price, sold, expected) => {
    expect(priceText(price, sold)).toBe(expected);
  });
});

describe('detailPriceText', () => {
  it('writes the call-for-price case in capitals', () => {
    expect(detailPriceText(0, false)).toBe('€PLEASE CALL');
  });
  it('keeps sold and priced cases as on the card', () => {
    expect(detailPriceText(0, true)).toBe('SOLD!');
    expect(detailPriceText(420000, false)).toBe('€420,000');
  });
});

describe('in Italian', () => {
  it.each([
    [1250000, false, '1.250.000\u00a0€'],
    [80100, false, '80.100\u00a0€'],
    [0, false, 'Prezzo su richiesta'],
    [null, false, 'Prezzo su richiesta'],
    [1250000, true, 'VENDUTO!'],
  ])('price %s sold=%s reads %s, never an English number or a euro sign before words', (price, sold, expected) => {
    expect(priceText(price, sold, 'it')).toBe(expected);
  });

  it('writes the box’s call-for-price case in capitals, in words', () => {
    expect(detailPriceText(0, false, 'it')).toBe('PREZZO SU RICHIESTA');
    expect(detailPriceText(420000, false, 'it')).toBe('420.000\u00a0€');
  });
});
