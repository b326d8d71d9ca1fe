// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStore } from './session-store';
import { hasStaffBrowserMark, staffBrowserCookie, STAFF_BROWSER_COOKIE } from './staff-browser-cookie';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the staff browser mark', () => {
  afterEach(() => {
    document.cookie = staffBrowserCookie(false, false);
  });

  it('is read among other cookies, and only with its value', () => {
    expect(hasStaffBrowserMark('cookie-consent=refused; langhe-staff=1')).toBe(true);
    expect(hasStaffBrowserMark('langhe-staff=0')).toBe(false);
    expect(hasStaffBrowserMark('')).toBe(false);
  });

  it('lasts a year on the whole site, Secure over HTTPS, and is removed with Max-Age=0', () => {
    expect(staffBrowserCookie(true, true)).toBe(`${STAFF_BROWSER_COOKIE}=1; Max-Age=31536000; Path=/; SameSite=Lax; Secure`);
    expect(staffBrowserCookie(false, false)).toBe(`${STAFF_BROWSER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });

  it('is set when staff sign in and removed when they sign out', () => {
    const storage = memoryStorage();
    const store = new SessionStore(() => storage);
    expect(hasStaffBrowserMark(document.cookie)).toBe(false);
    store.signIn('abc', { role: 'agent', picture: null }, false);
    expect(hasStaffBrowserMark(document.cookie)).toBe(true);
    store.clear();
    expect(hasStaffBrowserMark(document.cookie)).toBe(false);
  });
});
