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
