import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  const cases: Array<[number, number, string]> = [
    [0, 0, '0'],
    [999, 0, '999'],
    [1000, 0, '1,000'],
    [1250000, 0, '1,250,000'],
    [350000.6, 0, '350,001'],
    [12.5, 2, '12.5'],
    [12.345, 2, '12.35'],
    [1234.5, 2, '1,234.5'],
    [7, 2, '7'],
    [-1234.5, 1, '-1,234.5'],
    [-0.001, 2, '0'],
    [123456789012, 0, '123,456,789,012'],
  ];

  it.each(cases)('writes %d with at most %d decimals as %s', (value, digits, text) => {
    expect(formatNumber(value, digits)).toBe(text);
  });

  it('writes what Intl.NumberFormat en-US writes', () => {
    for (const digits of [0, 2]) {
      const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
      for (const value of [0.5, 1.005, 9.99, 99999.995, 1e6 + 0.25, 42, 3.14159, 1e9]) {
        expect(formatNumber(value, digits)).toBe(intl.format(value));
      }
    }
  });
});
