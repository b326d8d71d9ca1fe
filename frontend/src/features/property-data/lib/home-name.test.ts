import { describe, expect, it } from 'vitest';
import { homeName } from './home-name';

const HOMES = [
  { ref: '123', listing_title: 'Cascina Barolo' },
  { ref: '124', listing_title: '  ' },
];

describe('homeName', () => {
  it('names a home by its listing title, its ref beside it', () => {
    expect(homeName('123', HOMES)).toBe('Cascina Barolo (ref 123)');
  });

  it('falls back to the ref while the homes load, for an unknown ref and for a home without a title', () => {
    expect(homeName('123', undefined)).toBe('Ref 123');
    expect(homeName('999', HOMES)).toBe('Ref 999');
    expect(homeName('124', HOMES)).toBe('Ref 124');
  });
});
