import { describe, expect, it } from 'vitest';
import { propertyMarkers } from './markers';
import type { PropertySummary } from '@/features/property-data';

function summary(ref: string, coordinates_d: string[]): PropertySummary {
  return { ref, listing_title: `House ${ref}`, coordinates_d } as PropertySummary;
}

describe('propertyMarkers', () => {
  it('makes a marker linking to each positioned property and skips the rest', () => {
    const markers = propertyMarkers([
      summary('101', ['44.61', '7.94']),
      summary('102', []),
      summary('103', ['44.9', '8.2']),
    ]);
    expect(markers).toEqual([
      {
        ref: '101',
        title: 'House 101',
        position: { lat: 44.61, lng: 7.94 },
        href: '/property/for-sale/in-italy/101',
      },
      {
        ref: '103',
        title: 'House 103',
        position: { lat: 44.9, lng: 8.2 },
        href: '/property/for-sale/in-italy/103',
      },
    ]);
  });

  it('names an Italian page’s markers in Italian where written, and leads to the Italian pages', () => {
    const italian = { ...summary('101', ['44.61', '7.94']), translations: { it: { listing_title: 'Casa 101', location: '' } } } as PropertySummary;
    const [written, english] = propertyMarkers([italian, summary('103', ['44.9', '8.2'])], 'it');
    expect(written).toEqual({ ref: '101', title: 'Casa 101', position: { lat: 44.61, lng: 7.94 }, href: '/it/immobile/in-vendita/in-italia/101' });
    expect(english).toMatchObject({ title: 'House 103', titleLang: 'en', href: '/it/immobile/in-vendita/in-italia/103' });
  });
});
