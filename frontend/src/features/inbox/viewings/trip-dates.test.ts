import { describe, expect, it } from 'vitest';
import { outsideTripWarning, tripDates } from './trip-dates';

const TRIP = { from: '2026-12-10', to: '2026-12-12' };

describe('tripDates', () => {
  it("says the visitor's days in words", () => {
    expect(tripDates(TRIP)).toBe('10 December 2026 to 12 December 2026');
  });
});

describe('outsideTripWarning', () => {
  it("warns of a slot on a day before or after the visitor's dates", () => {
    const warning = 'This day is outside the dates the visitor asked for (10 December 2026 to 12 December 2026): check with them before you confirm it.';
    expect(outsideTripWarning('2026-12-09T18:00', TRIP)).toBe(warning);
    expect(outsideTripWarning('2026-12-13T09:00', TRIP)).toBe(warning);
  });

  it("says nothing of a slot on the visitor's first, middle or last day, or of a start not typed yet", () => {
    for (const start of ['2026-12-10T09:00', '2026-12-11T23:30', '2026-12-12T00:00', '']) {
      expect(outsideTripWarning(start, TRIP)).toBeNull();
    }
  });
});
