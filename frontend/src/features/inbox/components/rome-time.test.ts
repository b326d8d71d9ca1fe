import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('romeTime', () => {
  it('loads in an engine without Intl, as the server renders', async () => {
    vi.stubGlobal('Intl', undefined);
    await expect(import('./rome-time')).resolves.toHaveProperty('romeTime');
  });

  it('writes the instant as the clock in Rome shows it, summer time included', async () => {
    const { romeTime } = await import('./rome-time');
    expect(romeTime('2026-11-26T17:30:00Z')).toBe('26 Nov 2026, 18:30');
    expect(romeTime('2027-07-01T17:30:00Z')).toBe('1 Jul 2027, 19:30');
  });
});

describe('romeDayAndTime', () => {
  it("says the weekday, the date and Rome's time in words, without this year's number", async () => {
    const { romeDayAndTime } = await import('./rome-time');
    const now = new Date('2026-11-26T12:00:00Z');
    expect(romeDayAndTime('2026-12-12T09:30:00Z', now)).toBe('Saturday 12 December, 10:30');
    // Summer time: Rome is two hours ahead.
    expect(romeDayAndTime('2027-07-01T07:05:00Z', new Date('2027-01-01T12:00:00Z'))).toBe('Thursday 1 July, 09:05');
  });

  it('names the year when it is not the current one', async () => {
    const { romeDayAndTime } = await import('./rome-time');
    expect(romeDayAndTime('2027-01-09T14:00:00Z', new Date('2026-11-26T12:00:00Z'))).toBe('Saturday 9 January 2027, 15:00');
  });
});
