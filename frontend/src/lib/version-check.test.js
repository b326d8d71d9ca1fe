import { describe, expect, it, vi } from 'vitest';
import { checkVersion, VERSION_STORAGE_KEY } from './version-check';
class MemoryStorage {
    items = new Map();
    getItem(key) {
        return this.items.get(key) ?? null;
    }
    setItem(key, value) {
        this.items.set(key, value);
    }
    removeItem(key) {
        this.items.delete(key);
    }
}
function answer(status, body) {
    return vi.fn(async () => ({ status, json: async () => body }));
}
function deps(overrides = {}) {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    return {
        storage,
        reload,
        deps: { fetch: answer(200, { version: '1.4.0' }), storage, reload, ...overrides },
    };
}
describe('checkVersion', () => {
    it('stores the server version when none is stored, without reloading', async () => {
        const { deps: d, storage, reload } = deps();
        expect(await checkVersion(d)).toBe('stored');
        expect(storage.getItem(VERSION_STORAGE_KEY)).toBe('1.4.0');
        expect(reload).not.toHaveBeenCalled();
        expect(d.fetch).toHaveBeenCalledWith('/api/version');
    });
    it('stores the new version and reloads when the stored one differs', async () => {
        const { deps: d, storage, reload } = deps();
        storage.setItem(VERSION_STORAGE_KEY, '1.3.9');
        expect(await checkVersion(d)).toBe('reloaded');
        expect(storage.getItem(VERSION_STORAGE_KEY)).toBe('1.4.0');
        expect(reload).toHaveBeenCalledOnce();
    });
    it('does nothing when the versions are equal', async () => {
        const { deps: d, storage, reload } = deps();
        storage.setItem(VERSION_STORAGE_KEY, '1.4.0');
        expect(await checkVersion(d)).toBe('unchanged');
        expect(reload).not.toHaveBeenCalled();
    });
    it('does not call the server when local storage throws', async () => {
        const fetch = answer(200, { version: '1.4.0' });
        const storage = {
            getItem: () => null,
            setItem: () => {
                throw new Error('QuotaExceededError');
            },
            removeItem: () => { },
        };
        const reload = vi.fn();
        expect(await checkVersion({ fetch, storage, reload })).toBe('skipped');
        expect(fetch).not.toHaveBeenCalled();
    });
    it('leaves no probe value behind', async () => {
        const { deps: d, storage } = deps();
        await checkVersion(d);
        expect([...storage.items.keys()]).toEqual([VERSION_STORAGE_KEY]);
    });
    it.each([
        ['a non-200 status', answer(503, { version: '9' })],
        ['a body without a version', answer(200, { status: 'ok' })],
        ['a network failure', vi.fn(async () => Promise.reject(new TypeError('offline')))],
        ['a body that is not JSON', vi.fn(async () => ({ status: 200, json: async () => { throw new SyntaxError('bad'); } }))],
    ])('ignores %s silently', async (_case, fetch) => {
        const { deps: d, storage, reload } = deps({ fetch });
        storage.setItem(VERSION_STORAGE_KEY, '1.0.0');
        expect(await checkVersion(d)).toBe('skipped');
        expect(storage.getItem(VERSION_STORAGE_KEY)).toBe('1.0.0');
        expect(reload).not.toHaveBeenCalled();
    });
});
