import { describe, expect, it } from 'vitest';
import { handoverState, readHandover } from './handover';
import type { PropertySummary } from '@/features/property-data';

const summary = { ref: '101', listing_title: 'Farmhouse in Barolo' } as PropertySummary;

describe('readHandover', () => {
  it('gives back the summary handed over for the same ref', () => {
    expect(readHandover(handoverState(summary), '101')).toBe(summary);
  });
  it('ignores a summary of another property', () => {
    expect(readHandover(handoverState(summary), '102')).toBeNull();
  });
  it.each([[null], [undefined], ['text'], [{}], [{ property: null }], [{ property: { ref: '101' } }]])(
    'ignores state %j',
    (state) => {
      expect(readHandover(state, '101')).toBeNull();
    },
  );
});
