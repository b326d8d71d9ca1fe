import { describe, expect, it } from 'vitest';
import { isCountedPage } from './counted-pages';
import { navigationView } from './navigation-view';

const ORIGIN = 'https://www.langhe-property.com';
const LIST = { pathname: '/piedmont-property-for-sale/1', search: '?kind=villa' };

describe('navigationView', () => {
  it('counts a link followed in the app, with the previous page as referrer', () => {
    expect(navigationView({ from: '/', to: LIST, type: 'PUSH', origin: ORIGIN })).toEqual({
      kind: 'view',
      path: '/piedmont-property-for-sale/1?kind=villa',
      referrer: 'https://www.langhe-property.com/',
    });
  });

  it('counts going back or forward', () => {
    expect(navigationView({ from: '/about-langhe-property-piedmont', to: { pathname: '/', search: '' }, type: 'POP', origin: ORIGIN })?.path).toBe('/');
  });

  it('does not count the page the browser loaded: the server counted it', () => {
    expect(navigationView({ from: null, to: LIST, type: 'POP', origin: ORIGIN })).toBeNull();
  });

  it('does not count the same page again, when only its fragment changed', () => {
    expect(navigationView({ from: '/piedmont-property-for-sale/1?kind=villa', to: LIST, type: 'PUSH', origin: ORIGIN })).toBeNull();
  });

  it('does not count a replaced address', () => {
    expect(navigationView({ from: '/no-such-page', to: { pathname: '/not-found', search: '' }, type: 'REPLACE', origin: ORIGIN })).toBeNull();
  });

  it('does not count the staff screens or the sign-in', () => {
    for (const pathname of ['/staff/enquiries', '/staff/statistics', '/sign-in']) {
      expect(navigationView({ from: '/', to: { pathname, search: '?ref=123' }, type: 'PUSH', origin: ORIGIN })).toBeNull();
    }
  });
});

describe('isCountedPage', () => {
  it('leaves out the staff addresses only', () => {
    expect(['/', '/staff', '/staff/towns', '/sign-in', '/staffing-news', '/sign-inside'].map(isCountedPage)).toEqual([
      true,
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
