import { describe, expect, it } from 'vitest';
import { coverPhotoOf, galleryFolderOf, moveItem } from './photo-order';

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

describe('coverPhotoOf', () => {
  const pictures = ['/g/01-v.jpg?v=a', '/g/02-v.jpg?v=b', '/g/03-v.jpg?v=c'];

  it('is the photo the server names, wherever it is in the gallery', () => {
    expect(coverPhotoOf({ pictures, cover_index: 1 })).toBe('/g/02-v.jpg?v=b');
    expect(coverPhotoOf({ pictures, cover_index: 0 })).toBe('/g/01-v.jpg?v=a');
  });

  it('is none when the cover is not in this gallery, or names no photo of it', () => {
    expect(coverPhotoOf({ pictures })).toBeUndefined();
    expect(coverPhotoOf({ pictures, cover_index: null })).toBeUndefined();
    expect(coverPhotoOf({ pictures, cover_index: 7 })).toBeUndefined();
  });
});
