import { describe, expect, it } from 'vitest';
import { consentCookie, consentFromCookies } from './consent-cookie';

describe('consent cookie', () => {
  it('reads the choice among other cookies', () => {
    expect(consentFromCookies('a=1; cookie-consent=refused; b=2')).toBe('refused');
    expect(consentFromCookies('cookie-consent=accepted')).toBe('accepted');
  });

  it('ignores unknown values, look-alike names and empty headers', () => {
    expect(consentFromCookies('cookie-consent=maybe')).toBeNull();
    expect(consentFromCookies('my-cookie-consent=accepted')).toBeNull();
    expect(consentFromCookies('')).toBeNull();
  });

  it('stores the choice site-wide for a year, Secure over HTTPS', () => {
    expect(consentCookie('accepted', false)).toBe('cookie-consent=accepted; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(consentCookie('refused', true)).toBe('cookie-consent=refused; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
