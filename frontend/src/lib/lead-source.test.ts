import { describe, expect, it } from 'vitest';
import { leadSource, leadSourceOf, rememberLandingSource } from './lead-source';

describe('leadSourceOf', () => {
  it('reads the utm tags of the landing address and the external referrer host', () => {
    expect(
      leadSourceOf(
        'https://langhe.example/property/for-sale/in-italy/123?utm_source=kyero&utm_medium=portal&utm_campaign=%20spring%20',
        'https://www.Kyero.com/en/property/123',
      ),
    ).toEqual({ referrer_host: 'www.kyero.com', utm_source: 'kyero', utm_medium: 'portal', utm_campaign: 'spring' });
  });

  it('leaves out our own host, blank tags and a referrer that is not a URL', () => {
    expect(leadSourceOf('https://langhe.example/contact', 'https://langhe.example/')).toBeUndefined();
    expect(leadSourceOf('https://langhe.example/?utm_source=%20', '')).toBeUndefined();
    expect(leadSourceOf('https://langhe.example/', 'not a url')).toBeUndefined();
    expect(leadSourceOf('https://langhe.example/', 'https://www.google.com/')).toEqual({ referrer_host: 'www.google.com' });
  });
});

describe('rememberLandingSource', () => {
  it('keeps the first landing for the page’s life, whatever the address becomes', () => {
    rememberLandingSource('https://langhe.example/?utm_source=newsletter', '');
    rememberLandingSource('https://langhe.example/contact', 'https://langhe.example/');
    expect(leadSource()).toEqual({ utm_source: 'newsletter' });
  });
});
