import { describe, expect, it } from 'vitest';
import { areaText, factParts, isPropertyKind, kindLabel, PROPERTY_KINDS } from './facts';

describe('property facts', () => {
  it('lists only the stated facts, singular where one', () => {
    expect(
      factParts({ bedrooms: 4, bathrooms: 1, internal_area_m2: 310, internal_area_text: '310 m² (3,340 sq ft)' }),
    ).toEqual(['4 bedrooms', '1 bathroom', '310 m² (3,340 sq ft)']);
    expect(factParts({ bedrooms: 0 })).toEqual(['0 bedrooms']);
    expect(factParts({})).toEqual([]);
    expect(factParts({ internal_area_m2: 1200 })).toEqual(['1,200 m²']);
  });

  it('lists them in Italian with Italian digits, metres only', () => {
    expect(
      factParts({ bedrooms: 4, bathrooms: 1, internal_area_m2: 310, internal_area_text: '310 m² (3,340 sq ft)' }, 'it'),
    ).toEqual(['4 camere', '1 bagno', '310 m²']);
    expect(factParts({ internal_area_m2: 12000, internal_area_text: '12,000 m² (129,170 sq ft)' }, 'it')).toEqual(['12.000 m²']);
  });

  it('writes an area with feet and acres in English (the server’s text) and in metres alone in Italian', () => {
    const land = { land_area_m2: 10000, land_area_text: '10,000 m² (107,600 sq ft / 2.47 acres)' };
    expect(areaText(land, 'land', 'en')).toBe('10,000 m² (107,600 sq ft / 2.47 acres)');
    expect(areaText(land, 'land', 'it')).toBe('10.000 m²');
    expect(areaText({ land_area_m2: 850 }, 'land', 'en')).toBe('850 m²');
    expect(areaText({}, 'internal', 'it')).toBeNull();
  });

  it('says one bedroom and one bathroom in the singular, in Italian too', () => {
    expect(factParts({ bedrooms: 1, bathrooms: 1 })).toEqual(['1 bedroom', '1 bathroom']);
    expect(factParts({ bedrooms: 2, bathrooms: 0 })).toEqual(['2 bedrooms', '0 bathrooms']);
    expect(factParts({ bedrooms: 1, bathrooms: 1 }, 'it')).toEqual(['1 camera', '1 bagno']);
    expect(factParts({ bedrooms: 4, bathrooms: 3 }, 'it')).toEqual(['4 camere', '3 bagni']);
  });

  it('names every kind in both languages', () => {
    for (const kind of PROPERTY_KINDS) {
      expect(kindLabel(kind, 'en')).not.toBe('');
      expect(kindLabel(kind, 'it')).not.toBe('');
      expect(isPropertyKind(kind)).toBe(true);
    }
    expect(kindLabel('farmhouse', 'it')).toBe('Cascina');
    expect(isPropertyKind('castle')).toBe(false);
  });
});
