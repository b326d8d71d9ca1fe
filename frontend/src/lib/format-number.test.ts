import { describe, expect, it } from 'vitest';
import { formatEuroRange, formatEuros, formatFileSize, formatMoney, formatNumber, formatSquareMetres, formatTypedNumber } from './format-number';

describe('formatNumber', () => {
  const cases: Array<[number, number, string, string]> = [
    [0, 0, '0', '0'],
    [999, 0, '999', '999'],
    [1000, 0, '1,000', '1000'],
    [9999, 0, '9,999', '9999'],
    [10000, 0, '10,000', '10.000'],
    [80100, 0, '80,100', '80.100'],
    [1250000, 0, '1,250,000', '1.250.000'],
    [350000.6, 0, '350,001', '350.001'],
    [9999.6, 0, '10,000', '10.000'],
    [12.5, 2, '12.5', '12,5'],
    [98.4, 2, '98.4', '98,4'],
    [12.345, 2, '12.35', '12,35'],
    [1.0, 1, '1', '1'],
    [1234.5, 2, '1,234.5', '1234,5'],
    [12345.5, 2, '12,345.5', '12.345,5'],
    [7, 2, '7', '7'],
    [-1234.5, 1, '-1,234.5', '-1234,5'],
    [-0.001, 2, '0', '0'],
    [123456789012, 0, '123,456,789,012', '123.456.789.012'],
  ];

  it.each(cases)('writes %d with at most %d decimals as %s in English and %s in Italian', (value, digits, english, italian) => {
    expect(formatNumber(value, 'en', digits)).toBe(english);
    expect(formatNumber(value, 'it', digits)).toBe(italian);
  });

  it.each([
    ['en', 'en-US'],
    ['it', 'it-IT'],
  ] as const)('writes in %s what Intl.NumberFormat %s writes', (language, locale) => {
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
      for (const value of [0.5, 1.005, 9.99, 98.4, 999.5, 1000, 9999, 10000, 99999.995, 1e6 + 0.25, 42, 3.14159, 1e9, -2500.5]) {
        expect(formatNumber(value, language, digits)).toBe(intl.format(value));
      }
    }
  });
});

describe('formatEuros', () => {
  it('writes the euro sign before English digits and after Italian ones, as Intl does', () => {
    expect(formatEuros(80100, 'en')).toBe('€80,100');
    expect(formatEuros(80100, 'it')).toBe('80.100\u00a0€');
    const intl = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    for (const amount of [50, 1000, 9999, 10000, 80100, 1250000]) expect(formatEuros(amount, 'it')).toBe(intl.format(amount));
  });

  it('writes any currency symbol the same way', () => {
    expect(formatMoney(612000, '£', 'en')).toBe('£612,000');
    expect(formatMoney(612000, '£', 'it')).toBe('612.000\u00a0£');
    expect(formatMoney(6180000, 'SEK ', 'en')).toBe('SEK 6,180,000');
    expect(formatMoney(6180000, 'SEK ', 'it')).toBe('6.180.000\u00a0SEK');
  });

  it('writes a range once per language, as Intl does in Italian', () => {
    expect(formatEuroRange(2000, 3500, 'en')).toBe('€2,000 – €3,500');
    expect(formatEuroRange(25000, 45000, 'it')).toBe('25.000-45.000\u00a0€');
    expect(formatEuroRange(2000, 2000, 'it')).toBe('2000\u00a0€');
    // formatRange is ES2023, beyond the compiler's library; Node has it.
    const intl = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }) as Intl.NumberFormat & {
      formatRange(low: number, high: number): string;
    };
    expect(formatEuroRange(2000, 3500, 'it')).toBe(intl.formatRange(2000, 3500));
  });
});

describe('formatSquareMetres', () => {
  it('writes metres in each language', () => {
    expect(formatSquareMetres(10000, 'en')).toBe('10,000 m²');
    expect(formatSquareMetres(10000, 'it')).toBe('10.000 m²');
    expect(formatSquareMetres(310, 'it')).toBe('310 m²');
  });
});

describe('formatFileSize', () => {
  it('writes kilobytes whole and megabytes with one decimal, in the language', () => {
    expect(formatFileSize(340 * 1024, 'en')).toBe('340 KB');
    expect(formatFileSize(100, 'it')).toBe('1 KB');
    expect(formatFileSize(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
    expect(formatFileSize(1.25 * 1024 * 1024, 'it')).toBe('1,3 MB');
    expect(formatFileSize(2 * 1024 * 1024, 'en')).toBe('2.0 MB');
  });
});

describe('formatTypedNumber', () => {
  it('leaves an English page’s figures as typed', () => {
    for (const typed of ['1.0', '10,000', '2.5', '3+']) expect(formatTypedNumber(typed, 'en')).toBe(typed);
  });

  it('writes a plain English number in Italian digits on an Italian page, and anything else as typed', () => {
    expect(formatTypedNumber('1.0', 'it')).toBe('1');
    expect(formatTypedNumber('2.5', 'it')).toBe('2,5');
    expect(formatTypedNumber('10,000', 'it')).toBe('10.000');
    expect(formatTypedNumber('12000', 'it')).toBe('12.000');
    expect(formatTypedNumber('310', 'it')).toBe('310');
    expect(formatTypedNumber('1,5', 'it')).toBe('1,5');
    expect(formatTypedNumber('3+', 'it')).toBe('3+');
  });
});
