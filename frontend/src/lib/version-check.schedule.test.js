// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleVersionCheck, VERSION_CHECK_DELAY_MS } from './version-check';
afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
});
describe('scheduleVersionCheck', () => {
    it('asks the server only after 0.5 s', async () => {
        vi.useFakeTimers();
        const fetch = vi.fn(async () => new Response(JSON.stringify({ version: '3.0.0' }), { status: 200 }));
        vi.stubGlobal('fetch', fetch);
        scheduleVersionCheck();
        await vi.advanceTimersByTimeAsync(VERSION_CHECK_DELAY_MS - 1);
        expect(fetch).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        expect(fetch).toHaveBeenCalledOnce();
        await vi.waitFor(() => expect(localStorage.getItem('version')).toBe('3.0.0'));
    });
    it('can be cancelled before it runs', async () => {
        vi.useFakeTimers();
        const fetch = vi.fn();
        vi.stubGlobal('fetch', fetch);
        const cancel = scheduleVersionCheck();
        cancel();
        await vi.advanceTimersByTimeAsync(VERSION_CHECK_DELAY_MS * 2);
        expect(fetch).not.toHaveBeenCalled();
    });
});
