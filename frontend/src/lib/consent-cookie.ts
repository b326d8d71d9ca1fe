/**
 * The cookie choice also travels as a first-party cookie, so the server draws the page the
 * way the visitor left it (no banner for someone who already chose) and the browser takes
 * that markup over unchanged. It records the choice and nothing else: a cookie the site needs.
 */
export const CONSENT_COOKIE = 'cookie-consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The choice in a `Cookie` header or `document.cookie`, if one of the two known values. */
export function consentFromCookies(cookies: string): 'accepted' | 'refused' | null {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'accepted' || value === 'refused')) return value;
  }
  return null;
}

/** The `document.cookie` assignment that stores `choice` for a year on the whole site. */
export function consentCookie(choice: 'accepted' | 'refused', secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
