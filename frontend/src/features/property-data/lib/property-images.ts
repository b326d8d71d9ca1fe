import type { Property, PropertySummary } from '../types';
import { siteKnowledge } from '@/config/site-knowledge.generated';
import { bannerSource, FULL_WIDTH_SIZES, type ImageSource } from '@/lib/images/picture-source';
import { PHOTOS_COMING_SOON } from '@/lib/images/placeholder';
import { withImageVersion } from './images';

/**
 * Spec §9 image sizes, set on <img> so the layout does not jump while pictures load; the
 * server's (`pictures::PictureSize`), through the generated site knowledge.
 */
export const LISTING_SIZE = siteKnowledge.pictures.sizes.listing;
/** The listing picture's small rendering (a comparison's column, a thumbnail). */
export const LISTING_THUMB_SIZE = siteKnowledge.pictures.sizes.listingSmall;
export const BACKGROUND_SIZE = siteKnowledge.pictures.sizes.background;
export const GALLERY_THUMB_SIZE = siteKnowledge.pictures.sizes.gallerySmall;
/** The narrower thumbnail rendering stored beside each gallery photo's small one. */
export const GALLERY_THUMB_WIDTH = siteKnowledge.pictures.sizes.galleryThumb.width;

type ListingPictureFields = Pick<PropertySummary, 'listing_image' | 'listing_image_webp' | 'pictures_version'> &
  Partial<Pick<PropertySummary, 'has_listing'>>;

/** False only when the server says the listing picture (the cover) is not stored yet. */
export function hasListingPicture(property: Partial<Pick<PropertySummary, 'has_listing'>>): boolean {
  return property.has_listing !== false;
}

/**
 * The listing picture as of `pictures_version`: its key is overwritten in place, so only the
 * version tells today's picture from a cached older one. A listing without its cover shows
 * the neutral "Photos coming soon" picture.
 */
export function listingImage(property: ListingPictureFields): ImageSource {
  if (!hasListingPicture(property)) return { src: PHOTOS_COMING_SOON.src };
  const version = property.pictures_version;
  return {
    src: withImageVersion(property.listing_image, version),
    webp: withImageVersion(property.listing_image_webp, version),
  };
}

/**
 * The listing picture's small rendering as of `pictures_version` (stored with it, 150 × 100),
 * or the neutral "Photos coming soon" picture while the home has no cover.
 */
export function listingThumbnail(property: Pick<PropertySummary, 'small_image' | 'small_image_webp' | 'pictures_version'> & Partial<Pick<PropertySummary, 'has_listing'>>): ImageSource {
  if (!hasListingPicture(property)) return { src: PHOTOS_COMING_SOON.src };
  const version = property.pictures_version;
  return {
    src: withImageVersion(property.small_image, version),
    webp: withImageVersion(property.small_image_webp, version),
  };
}

/**
 * The banner across the top of a property page, at every stored width, as of
 * `pictures_version`; undefined when the property has no background picture (the API then
 * names none, and the page shows a title band instead).
 */
export function backgroundImage(
  property: Pick<Property, 'background_image' | 'background_image_webp' | 'pictures_version'>,
): ImageSource | undefined {
  const { background_image: jpg, background_image_webp: webp, pictures_version: version } = property;
  if (!jpg || !webp) return undefined;
  return bannerSource(withImageVersion(jpg, version), withImageVersion(webp, version), FULL_WIDTH_SIZES);
}
