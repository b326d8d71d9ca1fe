import { describe, expect, it } from 'vitest';
import { priceText, priceValue, typePrice } from './price-typing';

/** `typed` with '|' marking the caret. */
function typing(typed: string) {
  const caret = typed.indexOf('|');
  const result = typePrice(typed.replace('|', ''), caret);
  return `${result.text.slice(0, result.caret)}|${result.text.slice(result.caret)}`;
}

describe('typePrice', () => {
  it.each([
    ['1|', '1|'],
    ['1234|', '1,234|'],
    ['1,2345|', '12,345|'],
    ['123,4567|', '1,234,567|'],
    // A digit typed in the middle keeps the caret after it.
    ['1,2|34', '1,2|34'],
    ['12,3|456', '123|,456'],
    ['1|0,000', '1|0,000'],
    // Deleting a separator's neighbour: the digits regroup, the caret stays by its digit.
    ['1,00|0', '1,00|0'],
    ['12|,000', '12|,000'],
    ['1,|000', '1|,000'],
    ['|1,000', '|1,000'],
    // Leading zeros go.
    ['0|', '0|'],
    ['05|', '5|'],
    ['007|5', '7|5'],
    // Only digits count: no minus (min 0), no letters, a pasted price with dots.
    ['-5|', '5|'],
    ['12a|', '12|'],
    ['€ 1.250.000|', '1,250,000|'],
    ['|', '|'],
  ])('%s becomes %s', (typed, shown) => {
    expect(typing(typed)).toBe(shown);
  });

  it('stores a number', () => {
    expect(typePrice('1,250,000', 9).value).toBe(1_250_000);
    expect(typePrice('', 0).value).toBe(0);
    expect(typePrice('-', 1).value).toBe(0);
  });

  it('keeps at most twelve digits', () => {
    const result = typePrice('12345678901234', 14);
    expect(result.value).toBe(123_456_789_012);
    expect(result.text).toBe('123,456,789,012');
    expect(result.caret).toBe(result.text.length);
  });
});

describe('priceText and priceValue', () => {
  it('write and read the grouped text', () => {
    expect(priceText(450000)).toBe('450,000');
    expect(priceText(0)).toBe('0');
    expect(priceValue('450,000')).toBe(450000);
    expect(priceValue('')).toBe(0);
  });
});
