import type { Property, PropertySummary } from '../types';
import { bannerSource, FULL_WIDTH_SIZES, type ImageSource } from '@/lib/images/picture-source';

/** Spec §9 image sizes, set on <img> so the layout does not jump while pictures load. */
export const LISTING_SIZE = { width: 750, height: 500 } as const;
export const BACKGROUND_SIZE = { width: 1800, height: 1200 } as const;
export const GALLERY_THUMB_SIZE = { width: 650, height: 433 } as const;

export function listingImage(property: PropertySummary): ImageSource {
  return { src: property.listing_image, webp: property.listing_image_webp };
}

/** The banner across the top of a property page, at every stored width. */
export function backgroundImage(property: Property): ImageSource {
  return bannerSource(property.background_image, property.background_image_webp, FULL_WIDTH_SIZES);
}
