// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { chooseCurrency, CURRENCY_STORAGE_KEY, forgetPreferredCurrency, parseCurrency } from './preference';

afterEach(() => {
  window.localStorage.clear();
  forgetPreferredCurrency();
});

describe('the currency preference', () => {
  it('reads only the currencies offered, euro otherwise', () => {
    expect(parseCurrency('GBP')).toBe('GBP');
    expect(parseCurrency('DKK')).toBe('DKK');
    expect(parseCurrency('JPY')).toBe('EUR');
    expect(parseCurrency('gbp')).toBe('EUR');
    expect(parseCurrency(null)).toBe('EUR');
  });

  it('is kept in local storage, and euro as nothing', () => {
    chooseCurrency('CHF');
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('CHF');
    chooseCurrency('EUR');
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBeNull();
  });
});
