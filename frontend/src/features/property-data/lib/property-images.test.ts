import { describe, expect, it } from 'vitest';
import { withImageVersion } from './images';
import { backgroundImage, listingImage } from './property-images';

describe('withImageVersion', () => {
  it('adds the version to a plain image URL', () => {
    expect(withImageVersion('/images/properties/123-villa/listing-villa.jpg', '1732300000123')).toBe(
      '/images/properties/123-villa/listing-villa.jpg?v=1732300000123',
    );
  });

  it('replaces an older version and keeps the rest of a CDN URL', () => {
    expect(withImageVersion('https://cdn.example/img/properties/1/gallery/New%20Gallery/01.jpg?w=650&v=old#x', 'new')).toBe(
      'https://cdn.example/img/properties/1/gallery/New%20Gallery/01.jpg?w=650&v=new#x',
    );
  });
});

describe('property pictures', () => {
  const property = {
    pictures_version: '42',
    listing_image: '/images/properties/123-villa/listing-villa.jpg?v=41',
    listing_image_webp: '/images/properties/123-villa/listing-villa.webp',
    background_image: '/images/properties/123-villa/background-villa.jpg',
    background_image_webp: '/images/properties/123-villa/background-villa.webp?v=42',
  };

  it('name the current version of the listing and background pictures and their WebP twins', () => {
    expect(listingImage(property)).toEqual({
      src: '/images/properties/123-villa/listing-villa.jpg?v=42',
      webp: '/images/properties/123-villa/listing-villa.webp?v=42',
    });
    expect(backgroundImage(property)).toMatchObject({
      src: '/images/properties/123-villa/background-villa.jpg?v=42',
      webp: '/images/properties/123-villa/background-villa.webp?v=42',
      responsive: { sizes: '100vw' },
    });
    expect(backgroundImage(property)?.responsive?.webpSrcSet).toBe(
      '/images/properties/123-villa/background-villa-600w.webp?v=42 600w, ' +
        '/images/properties/123-villa/background-villa-900w.webp?v=42 900w, ' +
        '/images/properties/123-villa/background-villa.webp?v=42 1800w',
    );
  });

  it('name no background when the property has none', () => {
    const without = { ...property, background_image: undefined, background_image_webp: undefined };
    expect(backgroundImage(without)).toBeUndefined();
  });
});
