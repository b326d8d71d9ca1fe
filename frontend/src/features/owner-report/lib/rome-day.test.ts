import { describe, expect, it } from 'vitest';
import { romeDay } from './rome-day';

describe('romeDay', () => {
  it("gives Rome's day, as the owner's mail does", () => {
    expect(romeDay('2026-12-28T10:00:00Z')).toBe('28 December 2026');
    // 23:30 UTC is already the next day in Rome.
    expect(romeDay('2026-12-28T23:30:00Z')).toBe('29 December 2026');
    expect(romeDay('2026-07-31T22:30:00Z')).toBe('1 August 2026');
  });

  it('gives back what it cannot read', () => {
    expect(romeDay('soon')).toBe('soon');
  });
});
