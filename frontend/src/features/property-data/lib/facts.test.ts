import { describe, expect, it } from 'vitest';
import { factParts, isPropertyKind, kindLabel, PROPERTY_KINDS } from './facts';

describe('property facts', () => {
  it('lists only the stated facts, singular where one', () => {
    expect(
      factParts({ bedrooms: 4, bathrooms: 1, internal_area_m2: 310, internal_area_text: '310 m² (3,340 sq ft)' }),
    ).toEqual(['4 bedrooms', '1 bathroom', '310 m² (3,340 sq ft)']);
    expect(factParts({ bedrooms: 0 })).toEqual(['0 bedrooms']);
    expect(factParts({})).toEqual([]);
    expect(factParts({ internal_area_m2: 1200 })).toEqual(['1,200 m²']);
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
