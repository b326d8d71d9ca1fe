import { describe, expect, it } from 'vitest';
import { ARTICLES_PER_PAGE, fillRequest, PROPERTIES_PER_PAGE, requestPathValues } from './initial-data-requests';

describe('initial-data requests', () => {
  it('fills a template from the server', () => {
    expect(fillRequest('propertyList', { skip: 1, take: PROPERTIES_PER_PAGE })).toBe('/api/properties?skip=1&take=100');
    expect(fillRequest('articleList', { skip: 0, take: ARTICLES_PER_PAGE })).toBe('/api/articles?skip=0&take=10');
    expect(fillRequest('propertyGallery', { ref: '101' })).toBe('/api/properties/101/gallery');
    expect(fillRequest('towns')).toBe('/api/towns');
  });

  it('reads the values back from a path, and only from the named request', () => {
    expect(requestPathValues('property', '/api/properties/101')).toEqual({ ref: '101' });
    expect(requestPathValues('propertyGallery', '/api/properties/101/gallery')).toEqual({ ref: '101' });
    expect(requestPathValues('property', '/api/properties/101/gallery')).toBeNull();
    expect(requestPathValues('article', '/api/articles/7')).toEqual({ id: '7' });
    expect(requestPathValues('articleList', '/api/articles')).toEqual({});
    expect(requestPathValues('propertyList', '/api/articles')).toBeNull();
  });
});
