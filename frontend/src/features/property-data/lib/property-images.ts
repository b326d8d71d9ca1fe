import type { Property, PropertySummary } from '../types';
import { siteKnowledge } from '@/config/site-knowledge.generated';
import { bannerSource, FULL_WIDTH_SIZES, type ImageSource } from '@/lib/images/picture-source';
import { withImageVersion } from './images';

/**
 * Spec §9 image sizes, set on <img> so the layout does not jump while pictures load; the
 * server's (`domain::images::PictureSize`), through the generated site knowledge.
 */
export const LISTING_SIZE = siteKnowledge.pictures.sizes.listing;
export const BACKGROUND_SIZE = siteKnowledge.pictures.sizes.background;
export const GALLERY_THUMB_SIZE = siteKnowledge.pictures.sizes.gallerySmall;
/** The narrower thumbnail rendering stored beside each gallery photo's small one. */
export const GALLERY_THUMB_WIDTH = siteKnowledge.pictures.sizes.galleryThumb.width;

/**
 * The listing picture as of `pictures_version`: its key is overwritten in place, so only the
 * version tells today's picture from a cached older one.
 */
export function listingImage(property: Pick<PropertySummary, 'listing_image' | 'listing_image_webp' | 'pictures_version'>): ImageSource {
  const version = property.pictures_version;
  return {
    src: withImageVersion(property.listing_image, version),
    webp: withImageVersion(property.listing_image_webp, version),
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
