import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths.propertyPage', () => {
  it('is the ref followed by the property path, as the server writes a canonical address', () => {
    expect(paths.propertyPage({ ref: '101', path: '-farmhouse-barolo' })).toBe(
      '/property/for-sale/in-italy/101-farmhouse-barolo',
    );
    expect(paths.propertyPage({ ref: '101', path: '/-farmhouse-barolo/' })).toBe(
      '/property/for-sale/in-italy/101-farmhouse-barolo',
    );
    expect(paths.propertyPage({ ref: '101', path: '' })).toBe('/property/for-sale/in-italy/101');
  });
});
