// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { MAX_SHORTLIST, parseStoredShortlist, SHORTLIST_STORAGE_KEY, ShortlistStore } from './shortlist-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const refs = (count: number) => Array.from({ length: count }, (_, i) => String(100 + i));

describe('ShortlistStore', () => {
  it('adds and removes homes in local storage and tells its subscribers', () => {
    const storage = memoryStorage();
    const store = new ShortlistStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.add('101')).toBe('added');
    expect(store.add('102')).toBe('added');
    expect(storage.items.get(SHORTLIST_STORAGE_KEY)).toBe('["101","102"]');
    store.remove('101');
    expect(store.snapshot()).toEqual(['102']);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps a home once', () => {
    const storage = memoryStorage();
    const store = new ShortlistStore(() => storage);
    store.add('101');
    expect(store.add('101')).toBe('present');
    expect(store.snapshot()).toEqual(['101']);
  });

  it(`holds at most ${MAX_SHORTLIST} homes`, () => {
    const storage = memoryStorage({ [SHORTLIST_STORAGE_KEY]: JSON.stringify(refs(MAX_SHORTLIST)) });
    const store = new ShortlistStore(() => storage);
    expect(store.add('999')).toBe('full');
    expect(store.snapshot()).toHaveLength(MAX_SHORTLIST);
    expect(store.has('999')).toBe(false);
  });

  it('saves a shared list up to the limit and says what did not fit', () => {
    const storage = memoryStorage({ [SHORTLIST_STORAGE_KEY]: JSON.stringify(refs(18)) });
    const store = new ShortlistStore(() => storage);
    expect(store.addAll(['100', '500', '501', '502'])).toEqual(['502']);
    expect(store.snapshot().slice(-2)).toEqual(['500', '501']);
  });

  it('lets go of homes that left the market and remembers them for the notices', () => {
    const storage = memoryStorage({ [SHORTLIST_STORAGE_KEY]: '["101","102","103"]' });
    const store = new ShortlistStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.letGo([
      { ref: '102', soldTitle: 'Farmhouse' },
      { ref: '103', soldTitle: null },
    ]);
    expect(store.snapshot()).toEqual(['101']);
    expect(store.departures()).toEqual([
      { ref: '102', soldTitle: 'Farmhouse' },
      { ref: '103', soldTitle: null },
    ]);
    store.letGo([{ ref: '102', soldTitle: 'Farmhouse' }]);
    expect(store.departures()).toHaveLength(2);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps the same snapshot until something changes, and re-reads on a storage event', () => {
    const storage = memoryStorage({ [SHORTLIST_STORAGE_KEY]: '["101"]' });
    const store = new ShortlistStore(() => storage);
    const first = store.snapshot();
    expect(store.snapshot()).toBe(first);
    // Another tab writes; its 'storage' event reaches this one as refresh().
    storage.setItem(SHORTLIST_STORAGE_KEY, '["101","230145"]');
    const listener = vi.fn();
    store.subscribe(listener);
    store.refresh();
    expect(listener).toHaveBeenCalledOnce();
    expect(store.snapshot()).toEqual(['101', '230145']);
  });

  it('follows another tab through the window storage event', async () => {
    vi.resetModules();
    const { shortlistStore } = await import('./shortlist-store');
    const listener = vi.fn();
    shortlistStore.subscribe(listener);
    window.localStorage.setItem(SHORTLIST_STORAGE_KEY, '["303"]');
    window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledOnce();
    expect(shortlistStore.snapshot()).toEqual(['303']);
    window.localStorage.removeItem(SHORTLIST_STORAGE_KEY);
  });

  it('lasts for the visit when storage refuses writes', () => {
    const store = new ShortlistStore(() => ({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    }));
    expect(store.add('101')).toBe('added');
    expect(store.snapshot()).toEqual(['101']);
  });

  it('trusts stored text no further than its shape', () => {
    expect(parseStoredShortlist('{"a":1}')).toEqual([]);
    expect(parseStoredShortlist('not json')).toEqual([]);
    expect(parseStoredShortlist('["101",7,"1.2","101","102"]')).toEqual(['101', '102']);
    expect(parseStoredShortlist(JSON.stringify(refs(25)))).toHaveLength(MAX_SHORTLIST);
  });
});
