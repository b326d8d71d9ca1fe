import { describe, expect, it } from 'vitest';
import { approximate, approximateText } from './convert';

describe('approximate', () => {
  // The server's table (crates/currency/src/conversion.rs), so both sides round alike.
  it.each([
    [723_000, 0.8459, 612_000],
    [350_000, 1.0866, 380_000],
    [1_250_000, 11.2345, 14_000_000],
    [495_000, 0.9312, 461_000],
    [999_500, 1.0, 1_000_000],
    [1_234_567, 1.0, 1_230_000],
    [125, 1.0, 125],
    [99, 1.0, 99],
    [0, 0.8459, 0],
  ])('€%i at %f is about %i', (euros, perEuro, expected) => {
    expect(approximate(euros, perEuro)).toBe(expected);
  });
});

describe('approximateText', () => {
  it('names the currency and groups the digits', () => {
    expect(approximateText(723_000, { symbol: '£', perEuro: 0.8459 }, 'en')).toBe('≈ £612,000');
    expect(approximateText(723_000, { symbol: '$', perEuro: 1.0866 }, 'en')).toBe('≈ $786,000');
    expect(approximateText(550_000, { symbol: 'SEK ', perEuro: 11.2345 }, 'en')).toBe('≈ SEK 6,180,000');
    expect(approximateText(610_000, { symbol: 'CHF ', perEuro: 0.9312 }, 'en')).toBe('≈ CHF 568,000');
  });

  it('writes Italian digits, the currency after them, on an Italian page', () => {
    expect(approximateText(723_000, { symbol: '£', perEuro: 0.8459 }, 'it')).toBe('≈ 612.000\u00a0£');
    expect(approximateText(610_000, { symbol: 'CHF ', perEuro: 0.9312 }, 'it')).toBe('≈ 568.000\u00a0CHF');
  });

  it('writes a range for an estimate with a top, and one figure when there is none', () => {
    expect(approximateText(25_280, { symbol: '£', perEuro: 0.8459 }, 'en', 27_280)).toBe('≈ £21,400 – £23,100');
    expect(approximateText(25_280, { symbol: '£', perEuro: 0.8459 }, 'en', 25_280)).toBe('≈ £21,400');
  });
});
