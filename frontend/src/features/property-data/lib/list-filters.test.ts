import { describe, expect, it } from 'vitest';
import { hasFilters, listFiltersQuery, NO_FILTERS, parseListFilters, withFilters } from './list-filters';

const parse = (query: string) => parseListFilters(new URLSearchParams(query));

describe('list filters in the URL', () => {
  it('reads every filter', () => {
    expect(parse('min_price=500000&max_price=900000&town=3&kind=villa&kind=farmhouse&min_bedrooms=4&sort=price_asc')).toEqual({
      minPrice: 500000,
      maxPrice: 900000,
      town: 3,
      kinds: ['villa', 'farmhouse'],
      minBedrooms: 4,
      sort: 'price_asc',
    });
  });

  it('drops what the API would refuse, as a form without JavaScript sends empty fields', () => {
    expect(parse('min_price=&max_price=&town=&min_bedrooms=&sort=newest')).toEqual(NO_FILTERS);
    expect(parse('min_price=-5&max_price=abc&town=x&kind=castle&min_bedrooms=51&sort=cheap')).toEqual(NO_FILTERS);
    expect(parse('min_price=1.5').minPrice).toBeNull();
    expect(parse('min_bedrooms=50').minBedrooms).toBe(6);
  });

  it('moves values the form cannot send onto its steps, widening the price range', () => {
    const filters = parse('min_price=123457&max_price=876543&min_bedrooms=9');
    expect([filters.minPrice, filters.maxPrice, filters.minBedrooms]).toEqual([120000, 880000, 6]);
    expect(listFiltersQuery(filters)).toBe('min_price=120000&max_price=880000&min_bedrooms=6');
    expect(parse('max_price=9007199254740991').maxPrice).toBe(9007199254740000);
  });

  it('swaps bounds given the wrong way round', () => {
    const filters = parse('min_price=900000&max_price=500000');
    expect([filters.minPrice, filters.maxPrice]).toEqual([500000, 900000]);
  });

  it('writes one address for one choice: fixed order, kinds deduplicated, defaults left out', () => {
    const filters = parse('sort=price_desc&kind=land&kind=villa&kind=land&min_bedrooms=2&town=7&max_price=800000&min_price=1');
    expect(listFiltersQuery(filters)).toBe('min_price=0&max_price=800000&town=7&kind=villa&kind=land&min_bedrooms=2&sort=price_desc');
    expect(listFiltersQuery(NO_FILTERS)).toBe('');
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters(parse('sort=price_asc'))).toBe(true);
    expect(withFilters('/piedmont-property-for-sale/2', parse('kind=farmhouse'))).toBe('/piedmont-property-for-sale/2?kind=farmhouse');
    expect(withFilters('/piedmont-property-for-sale/2', NO_FILTERS)).toBe('/piedmont-property-for-sale/2');
  });
});
