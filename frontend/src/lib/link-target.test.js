import { describe, expect, it } from 'vitest';
import { isCurrentLink, linkTarget } from './link-target';
describe('linkTarget', () => {
    it('makes .html links full page loads', () => {
        expect(linkTarget('/it/index.html')).toEqual({ kind: 'document', href: '/it/index.html' });
        expect(linkTarget('/selling-your-home/in-piedmont-italy.html#costs')).toEqual({
            kind: 'document',
            href: '/selling-your-home/in-piedmont-italy.html#costs',
        });
    });
    it('splits a ?page= link into a path and a page parameter', () => {
        expect(linkTarget('/piemonte-property-news?page=3')).toEqual({
            kind: 'router',
            pathname: '/piemonte-property-news',
            search: '?page=3',
            hash: '',
        });
    });
    it('keeps other links inside the app', () => {
        expect(linkTarget('/piedmont-property-for-sale/1')).toEqual({
            kind: 'router',
            pathname: '/piedmont-property-for-sale/1',
            search: '',
            hash: '',
        });
        expect(linkTarget('/property/for-sale/in-italy/123#gallery')).toMatchObject({
            kind: 'router',
            hash: '#gallery',
        });
    });
    it('treats other origins and schemes as document links', () => {
        expect(linkTarget('https://www.youtube.com/@langheproperty').kind).toBe('document');
        expect(linkTarget('mailto:info@langhe-property.com').kind).toBe('document');
        expect(linkTarget('tel:+390173441286').kind).toBe('document');
    });
});
describe('isCurrentLink', () => {
    it('matches the exact path', () => {
        expect(isCurrentLink('/', '/')).toBe(true);
        expect(isCurrentLink('/it/index.html', '/it/index.html')).toBe(true);
        expect(isCurrentLink('/', '/contact-langhe-property')).toBe(false);
    });
    it('matches a whole section when one is given', () => {
        expect(isCurrentLink('/piedmont-property-for-sale/1', '/piedmont-property-for-sale/4', '/piedmont-property-for-sale')).toBe(true);
        expect(isCurrentLink('/piedmont-property-for-sale/1', '/piedmont-property-for-sale-x', '/piedmont-property-for-sale')).toBe(false);
    });
});
