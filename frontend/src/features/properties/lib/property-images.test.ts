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

  it('name the current version of the listing and background pictures, their WebP twins and narrower banners', () => {
    expect(listingImage(property)).toEqual({
      src: '/images/properties/123-villa/listing-villa.jpg?v=42',
      webp: '/images/properties/123-villa/listing-villa.webp?v=42',
    });
    const banner = (width: string, extension: string) =>
      `/images/properties/123-villa/background-villa${width}.${extension}?v=42`;
    expect(backgroundImage(property)).toEqual({
      src: banner('', 'jpg'),
      webp: banner('', 'webp'),
      responsive: {
        sizes: '100vw',
        srcSet: `${banner('-600w', 'jpg')} 600w, ${banner('-900w', 'jpg')} 900w, ${banner('', 'jpg')} 1800w`,
        webpSrcSet: `${banner('-600w', 'webp')} 600w, ${banner('-900w', 'webp')} 900w, ${banner('', 'webp')} 1800w`,
      },
    });
  });
});
