import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('slotTimes', () => {
  it("says the Rome time in words, then the same instant in the reader's zone with its name", async () => {
    vi.stubEnv('TZ', 'America/New_York');
    const { slotTimes } = await import('./slot-times');
    const times = slotTimes('2027-05-12T08:30:00Z', new Date('2027-01-02T12:00:00Z'));
    expect(times.rome).toBe('Wednesday 12 May, 10:30');
    expect(times.local).toMatch(/^12 May 2027, 04:30 [A-Z]{3}/);
  });

  it('says the Rome time alone to a reader in Rome', async () => {
    vi.stubEnv('TZ', 'Europe/Rome');
    const { slotTimes } = await import('./slot-times');
    expect(slotTimes('2026-12-12T09:30:00Z', new Date('2026-11-26T12:00:00Z'))).toEqual({ rome: 'Saturday 12 December, 10:30' });
  });
});
