import { describe, expect, it } from 'vitest';
import { ageText, firstReplyText, spanText } from './lead-times';

describe('lead times', () => {
  it('reads a span in minutes, hours, then days', () => {
    expect(spanText(0)).toBe('0 min');
    expect(spanText(59 * 60_000)).toBe('59 min');
    expect(spanText(60 * 60_000)).toBe('1 h');
    expect(spanText(47 * 3_600_000)).toBe('47 h');
    expect(spanText(72 * 3_600_000)).toBe('3 days');
    expect(spanText(-5)).toBe('0 min');
  });

  it('gives a lead its age and its time to first reply', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(ageText('2026-11-26T09:30:00Z', now)).toBe('2 h');
    expect(firstReplyText('2026-11-26T09:30:00Z', undefined)).toBe('Not replied yet');
    expect(firstReplyText('2026-11-26T09:30:00Z', '2026-11-26T09:45:00Z')).toBe('Replied after 15 min');
  });
});
