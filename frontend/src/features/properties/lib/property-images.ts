import type { Property, PropertySummary } from '../types';
import type { ImageSource } from './images';

/** Spec §9 image sizes, set on <img> so the layout does not jump while pictures load. */
export const LISTING_SIZE = { width: 750, height: 500 } as const;
export const BACKGROUND_SIZE = { width: 1800, height: 1200 } as const;
export const GALLERY_THUMB_SIZE = { width: 650, height: 433 } as const;

export function listingImage(property: PropertySummary): ImageSource {
  return { src: property.listing_image, webp: property.listing_image_webp };
}

export function backgroundImage(property: Property): ImageSource {
  return { src: property.background_image, webp: property.background_image_webp };
}
