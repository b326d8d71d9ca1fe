import { describe, expect, it } from 'vitest';
import { dayText } from './day-text';

describe('dayText', () => {
  it("writes the server's days as the whole screen does, and one it cannot read as it came", () => {
    expect(dayText('2026-11-26')).toBe('26 November 2026');
    expect(dayText('2027-01-02')).toBe('2 January 2027');
    expect(dayText('soon')).toBe('soon');
  });
});
