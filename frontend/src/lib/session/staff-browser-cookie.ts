/**
 * A browser where staff are signed in carries this cookie (crates/api/src/visits.rs,
 * STAFF_BROWSER_COOKIE): the server then leaves its page loads and events out of the visit
 * statistics, which the consultant's own browsing would otherwise swell (an owner's report
 * among them). Set on signing in, removed on signing out; visitors never get it.
 */
export const STAFF_BROWSER_COOKIE = 'langhe-staff';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether `cookies` (`document.cookie`) carries the mark. */
export function hasStaffBrowserMark(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${STAFF_BROWSER_COOKIE}=1`);
}

/** The `document.cookie` assignment that sets (or, signed out, removes) the mark. */
export function staffBrowserCookie(signedIn: boolean, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return signedIn ? `${STAFF_BROWSER_COOKIE}=1; Max-Age=${ONE_YEAR_SECONDS}; ${attributes}` : `${STAFF_BROWSER_COOKIE}=; Max-Age=0; ${attributes}`;
}

/** Makes this browser's mark agree with whether a staff session is kept in it. */
export function markStaffBrowser(signedIn: boolean) {
  if (typeof document === 'undefined') return;
  if (hasStaffBrowserMark(document.cookie) === signedIn) return;
  document.cookie = staffBrowserCookie(signedIn, window.location.protocol === 'https:');
}
