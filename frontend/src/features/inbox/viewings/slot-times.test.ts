import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('slotTimes', () => {
  it("shows the Rome time, then the same instant in the reader's zone with its name", async () => {
    vi.stubEnv('TZ', 'America/New_York');
    const { slotTimes } = await import('./slot-times');
    const times = slotTimes('2027-05-12T10:30', '2027-05-12T08:30:00Z');
    expect(times.rome).toBe('2027-05-12 10:30 (Rome)');
    expect(times.local).toMatch(/^12 May 2027, 04:30 [A-Z]{3}/);
  });
});
