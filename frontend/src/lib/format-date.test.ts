import { describe, expect, it } from 'vitest';
import { calendarDay, formatDate } from './format-date';

describe('formatDate', () => {
  it.each([
    ['2026-11-26T09:30:00Z', 'en', '26 November 2026'],
    ['2026-11-26T09:30:00Z', 'it', '26 novembre 2026'],
    ['2024-01-05T23:59:59.999Z', 'en', '5 January 2024'],
    ['2024-08-01', 'it', '1 agosto 2024'],
  ] as const)('writes %s in %s as %s', (dateTime, language, text) => {
    expect(formatDate(dateTime, language)).toBe(text);
  });

  it('keeps the stored day whatever the time zone', () => {
    expect(formatDate('2026-12-31T23:30:00+00:00', 'en')).toBe('31 December 2026');
  });

  it('is null for text that is no date', () => {
    expect(formatDate('', 'en')).toBeNull();
    expect(formatDate('yesterday', 'en')).toBeNull();
    expect(formatDate('2026-13-01T00:00:00Z', 'en')).toBeNull();
  });
});

describe('calendarDay', () => {
  it('is the date part of a date-time', () => {
    expect(calendarDay('2026-11-26T09:30:00Z')).toBe('2026-11-26');
  });
});
