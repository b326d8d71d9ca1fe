import { describe, expect, it } from 'vitest';
import { slotState } from './slot-state';

describe('slotState', () => {
  it('says whether the visitor has the slot and how often it changed since, never the calendar sequence', () => {
    expect(slotState({ confirmed: false, sequence: 0 })).toBe('Not yet confirmed to the visitor');
    expect(slotState({ confirmed: true, sequence: 0 })).toBe('Confirmed to the visitor');
    expect(slotState({ confirmed: true, sequence: 1 })).toBe('Confirmed to the visitor, changed once since');
    expect(slotState({ confirmed: true, sequence: 2 })).toBe('Confirmed to the visitor, changed twice since');
    expect(slotState({ confirmed: true, sequence: 5 })).toBe('Confirmed to the visitor, changed 5 times since');
  });
});
