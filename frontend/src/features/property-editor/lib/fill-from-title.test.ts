import { describe, expect, it } from 'vitest';
import { fillFromTitle } from './fill-from-title';
import { newPropertyDraft } from './property-draft';

describe('fillFromTitle', () => {
  it('fills the empty path, pictures path and meta title of a new property from its title', () => {
    const filled = fillFromTitle({ ...newPropertyDraft(), title: 'Villa in Barolo' }, true);
    expect(filled.path).toBe('-villa-in-barolo');
    expect(filled.pictures_path).toBe('-villa-in-barolo');
    expect(filled.meta_title).toBe('Villa in Barolo');
  });

  it('keeps what she typed, and the locked paths of an existing property', () => {
    const typed = { ...newPropertyDraft(), title: 'Villa in Barolo', path: '-mine', meta_title: 'My title' };
    expect(fillFromTitle(typed, true)).toMatchObject({ path: '-mine', meta_title: 'My title', pictures_path: '-villa-in-barolo' });
    expect(fillFromTitle({ ...typed, pictures_path: '' }, false).pictures_path).toBe('');
  });

  it('fills nothing from the default title', () => {
    const draft = newPropertyDraft();
    expect(fillFromTitle(draft, true)).toBe(draft);
  });
});
