import { siteConfig } from '@/config/site';

type Located = { ref: string; path: string; pictures_path: string };

/**
 * Upload targets in the image store (docs/architecture.md "Images"). A gallery target is
 * the gallery's folder: the server numbers the photo after the highest one there.
 */
export function galleryTarget(property: Located, galleryName: string): string {
  return `properties/${property.ref}${property.path}/gallery/${galleryName}`;
}

/** The background upload also yields the listing and small variants (server side). */
export function backgroundTarget(property: Located): string {
  return `properties/${property.ref}${property.path}/background${property.pictures_path}.jpg`;
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
