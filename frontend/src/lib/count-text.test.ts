import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

describe('a count with its noun', () => {
  it.each([
    [0, 'bedroom', 'bedrooms', '0 bedrooms'],
    [1, 'bedroom', 'bedrooms', '1 bedroom'],
    [2, 'bedroom', 'bedrooms', '2 bedrooms'],
    [1, 'bathroom', 'bathrooms', '1 bathroom'],
    [1200, 'view', 'views', '1,200 views'],
  ])('%i with %s/%s reads %s in English', (count, one, many, expected) => {
    expect(countText(count, one, many, 'en')).toBe(expected);
  });

  it.each([
    [0, 'camera', 'camere', '0 camere'],
    [1, 'camera', 'camere', '1 camera'],
    [1, 'bagno', 'bagni', '1 bagno'],
    [3, 'bagno', 'bagni', '3 bagni'],
    [12000, 'visualizzazione', 'visualizzazioni', '12.000 visualizzazioni'],
  ])('%i with %s/%s reads %s in Italian', (count, one, many, expected) => {
    expect(countText(count, one, many, 'it')).toBe(expected);
  });
});
