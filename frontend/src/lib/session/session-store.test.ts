import { describe, expect, it, vi } from 'vitest';
import { SessionStore, SIGNED_OUT } from './session-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('SessionStore', () => {
  it('reads token, user and the googleUser flag from storage', () => {
    const storage = memoryStorage({ token: 't', user: '{"role":"admin","picture":"p.jpg"}', googleUser: 'true' });
    const store = new SessionStore(() => storage);
    expect(store.snapshot()).toEqual({
      token: 't',
      user: { role: 'admin', picture: 'p.jpg' },
      googleUser: true,
      signedInBefore: false,
    });
  });

  it("reads a visitor's empty storage as the very session the server renders with", () => {
    // useSyncExternalStore compares by identity: an equal copy would redraw every reader.
    expect(new SessionStore(() => memoryStorage()).snapshot()).toBe(SIGNED_OUT);
    expect(new SessionStore(() => memoryStorage({ googleUser: 'true' })).snapshot()).not.toBe(SIGNED_OUT);
    expect(new SessionStore(() => memoryStorage({ signedInBefore: 'true' })).snapshot()).not.toBe(SIGNED_OUT);
  });

  it('keeps the same snapshot until something changes', () => {
    const store = new SessionStore(() => memoryStorage({ token: 't' }));
    expect(store.snapshot()).toBe(store.snapshot());
  });

  it('signs in, notifies subscribers, and clears user and token but not googleUser or signedInBefore', () => {
    const storage = memoryStorage();
    const store = new SessionStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);

    store.signIn('abc', { role: 'agent', picture: null }, true);
    expect(store.snapshot()).toEqual({
      token: 'abc',
      user: { role: 'agent', picture: null },
      googleUser: true,
      signedInBefore: true,
    });
    expect(listener).toHaveBeenCalledTimes(1);

    store.clear();
    expect(store.snapshot()).toEqual({ token: null, user: null, googleUser: true, signedInBefore: true });
    expect([...storage.items.keys()].sort()).toEqual(['googleUser', 'signedInBefore']);
  });

  it('does not set googleUser for a one-time-link sign-in, but remembers that someone signed in here', () => {
    const storage = memoryStorage();
    const store = new SessionStore(() => storage);
    store.signIn('abc', { role: 'admin' }, false);
    expect(storage.items.has('googleUser')).toBe(false);
    store.clear();
    expect(store.snapshot()).toEqual({ token: null, user: null, googleUser: false, signedInBefore: true });
  });

  it('is signed out when storage is unavailable or throws', () => {
    expect(new SessionStore(() => null).snapshot().token).toBeNull();
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => {}, removeItem: () => {} };
    expect(new SessionStore(() => throwing).snapshot()).toBe(SIGNED_OUT);
  });
});
