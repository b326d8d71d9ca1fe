import { describe, expect, it } from 'vitest';
import { galleryFolderOf, moveItem } from './photo-order';

describe('moveItem', () => {
  it('moves an item up, down and to either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it is for a position outside it', () => {
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('galleryFolderOf', () => {
  it('drops the file name and the version', () => {
    expect(galleryFolderOf('/images/properties/123-v/gallery/New%20Gallery/02-v.jpg?v=e1&access=x')).toBe(
      '/images/properties/123-v/gallery/New%20Gallery/',
    );
  });
});
