import { describe, expect, it } from 'vitest';
import { checkPropertySave } from './property-schema';

const valid = {
  ref: '123',
  listing_title: 'Farmhouse',
  location: 'Barolo',
  meta_title: 'Farmhouse in Barolo',
  path: '-farmhouse',
  pictures_path: '-farmhouse',
  title: 'A farmhouse',
  title2: 'With a view',
};

describe('checkPropertySave', () => {
  it('accepts a complete property', () => {
    expect(checkPropertySave(valid)).toMatchObject({ ok: true });
  });

  it('reports the first failure in the spec order', () => {
    const cases: [Partial<typeof valid>, string][] = [
      [{ ref: ' ' }, 'Reference number missing'],
      [{ ref: '12a' }, 'Reference number not valid'],
      [{ ref: '1.2' }, 'Reference number not valid'],
      [{ listing_title: '' }, 'Listing title missing'],
      [{ location: '' }, 'Location missing'],
      [{ meta_title: '' }, 'Meta title missing'],
      [{ path: '' }, 'Path missing'],
      [{ pictures_path: '' }, 'Pictures path missing'],
      [{ title: '' }, 'Title missing'],
      [{ title2: '' }, 'Second title missing'],
    ];
    for (const [change, message] of cases) {
      expect(checkPropertySave({ ...valid, ...change })).toEqual({ ok: false, message });
    }
  });

  it('names the earliest field when several are missing', () => {
    expect(checkPropertySave({ ...valid, ref: '', title: '' })).toEqual({ ok: false, message: 'Reference number missing' });
    expect(checkPropertySave({ ...valid, title2: '', location: '' })).toEqual({ ok: false, message: 'Location missing' });
  });
});
