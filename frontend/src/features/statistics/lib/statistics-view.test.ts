import { describe, expect, it } from 'vitest';
import { statisticsHref, viewFrom } from './statistics-view';

describe('the statistics view in the address', () => {
  it('reads the period and the home, 30 days when the period is missing or not one the server counts', () => {
    expect(viewFrom(new URLSearchParams('days=7&ref= 123 '))).toEqual({ days: 7, ref: '123' });
    expect(viewFrom(new URLSearchParams('days=14')).days).toBe(30);
    expect(viewFrom(new URLSearchParams('')).days).toBe(30);
  });

  it('writes the address back, leaving the defaults out', () => {
    expect(statisticsHref({})).toBe('/staff/statistics');
    expect(statisticsHref({ days: 30, ref: '' })).toBe('/staff/statistics');
    expect(statisticsHref({ days: 90, ref: '123' })).toBe('/staff/statistics?days=90&ref=123');
    expect(statisticsHref({ ref: '870' })).toBe('/staff/statistics?ref=870');
  });
});
