import { describe, expect, it } from 'vitest';
import { repeatsCallForPrice, shownPriceNote } from './price-note';

describe('the price note under the price box', () => {
  it("is left out where it only repeats '€PLEASE CALL', in either language", () => {
    for (const note of ['Price on request', 'PRICE ON REQUEST.', ' price upon request ', 'Prezzo su richiesta', 'Su richiesta', 'Trattativa riservata']) {
      expect(repeatsCallForPrice(note)).toBe(true);
      expect(shownPriceNote(note, 0, false)).toBeUndefined();
      expect(shownPriceNote(note, null, false)).toBeUndefined();
    }
  });

  it('stays where it says something more', () => {
    expect(shownPriceNote('Offers over €900,000 considered', 0, false)).toBe('Offers over €900,000 considered');
    expect(shownPriceNote('Price on request for the vineyard alone', 0, false)).toBe('Price on request for the vineyard alone');
    // Beside a price it is not a repetition (whatever it says).
    expect(shownPriceNote('Plus agency fees', 650_000, false)).toBe('Plus agency fees');
    expect(shownPriceNote('Price on request', 650_000, false)).toBe('Price on request');
  });

  it('is never shown for a sold home, nor when empty', () => {
    expect(shownPriceNote('Plus agency fees', 650_000, true)).toBeUndefined();
    expect(shownPriceNote('', 0, false)).toBeUndefined();
    expect(shownPriceNote(undefined, 0, false)).toBeUndefined();
  });
});
