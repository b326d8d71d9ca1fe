import { siteConfig } from '@/config/site';
import { PROPERTIES_QUERY_KEY, propertyGalleryQueryKey } from '@/features/property-data';

type Located = { ref: string; path: string; pictures_path: string };

/**
 * A place in the image store (docs/architecture.md "Images") and whose pictures it holds:
 * the property's background, or one of its galleries.
 */
export interface ImageTarget {
  path: string;
  ref: string;
  pictures: 'background' | 'gallery';
}

/**
 * A gallery's upload target is the gallery's folder: the server numbers the photo after the
 * highest one there.
 */
export function galleryTarget(property: Located, galleryName: string): ImageTarget {
  return { path: `properties/${property.ref}${property.path}/gallery/${galleryName}`, ref: property.ref, pictures: 'gallery' };
}

/** The background upload also yields the listing and small variants (server side). */
export function backgroundTarget(property: Located): ImageTarget {
  return {
    path: `properties/${property.ref}${property.path}/background${property.pictures_path}.jpg`,
    ref: property.ref,
    pictures: 'background',
  };
}

/** A gallery photo, by the URL the gallery serves it at. */
export function galleryPhoto(ref: string, url: string): ImageTarget {
  return { path: keyOfImageUrl(url), ref, pictures: 'gallery' };
}

/**
 * The cached reads that name the pictures at `target`, fetched again once they change. The
 * server moves a property's pictures version with every change and makes the listing picture
 * from the background, so a background change reaches every property read (the list cards
 * too); gallery photos show in the property's galleries only.
 */
export function readsShowing(target: ImageTarget) {
  return target.pictures === 'background' ? PROPERTIES_QUERY_KEY : propertyGalleryQueryKey(target.ref);
}

/** The store key behind a served image URL, for POST /images/delete. */
export function keyOfImageUrl(url: string): string {
  const base = siteConfig.imageBaseUrl.replace(/\/+$/, '');
  const withoutBase = url.startsWith(base) ? url.slice(base.length) : new URL(url, 'http://x').pathname.replace(/^\/images/, '');
  return withoutBase.replace(/^\/+/, '').replace(/\?.*$/, '');
}

/** Gallery names become folder names: keep them to letters, digits, spaces, '-' and '_'. */
export function cleanGalleryName(name: string): string {
  return name.replace(/[^\p{L}\p{N} _-]/gu, '').trim();
}
