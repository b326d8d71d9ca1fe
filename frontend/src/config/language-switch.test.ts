import { describe, expect, it } from 'vitest';
import { languageSwitchHref } from './language-switch';

describe('languageSwitchHref', () => {
  it.each([
    ['/property/for-sale/in-italy/101-farmhouse-barolo', '', 'en', '/it/immobile/in-vendita/in-italia/101-farmhouse-barolo'],
    ['/it/immobile/in-vendita/in-italia/101-farmhouse-barolo', '', 'it', '/property/for-sale/in-italy/101-farmhouse-barolo'],
    ['/property/for-sale/any-category/101', '?key=abc', 'en', '/it/immobile/in-vendita/in-italia/101?key=abc'],
    ['/piedmont-property-for-sale/2', '?min_bedrooms=3', 'en', '/it/immobili-in-vendita-piemonte/2?min_bedrooms=3'],
    ['/it/immobili-in-vendita-piemonte/3', '', 'it', '/piedmont-property-for-sale/3'],
    ['/piedmont-property-for-sale', '', 'en', '/it/immobili-in-vendita-piemonte'],
    ['/contact-langhe-property', '', 'en', '/it/contatto-langhe-property-immobiliare'],
    ['/piemonte-property-news/langhe-property/truffle-season/5', '', 'en', '/it/notizie-immobiliari-piemonte/langhe-property/truffle-season/5'],
    ['/it/notizie-immobiliari-piemonte/langhe-property/truffle-season/5', '', 'it', '/piemonte-property-news/langhe-property/truffle-season/5'],
    ['/it/contatto-langhe-property-immobiliare', '', 'it', '/contact-langhe-property'],
    ['/about-langhe-property-piedmont', '', 'en', '/it/index.html'],
    ['/it/fotografico.html', '', 'it', '/'],
  ] as const)('%s%s (%s) → %s', (pathname, search, language, expected) => {
    expect(languageSwitchHref(pathname, search, language)).toBe(expected);
  });
});
