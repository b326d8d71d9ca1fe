import { describe, expect, it } from 'vitest';
import { bannerSource, bannerSrcSet, webpTwinUrl, widthVariantUrl } from './picture-source';

describe('widthVariantUrl', () => {
  it('names a narrower rendering by its width, keeping a version query', () => {
    expect(widthVariantUrl('/images/articles/7/banner.jpg', 900)).toBe('/images/articles/7/banner-900w.jpg');
    expect(widthVariantUrl('https://cdn.example/p/background-v.webp?v=3', 600)).toBe(
      'https://cdn.example/p/background-v-600w.webp?v=3',
    );
    expect(widthVariantUrl('/content/life/01.svg', 600)).toBeNull();
  });
});

describe('bannerSource', () => {
  it('offers the stored widths narrowest first, for the JPEG and its WebP twin alike', () => {
    expect(bannerSrcSet('/b.webp')).toBe('/b-600w.webp 600w, /b-900w.webp 900w, /b.webp 1800w');
    const source = bannerSource('/b.jpg', '/b.webp', '100vw');
    expect(source.responsive).toEqual({
      srcSet: '/b-600w.jpg 600w, /b-900w.jpg 900w, /b.jpg 1800w',
      webpSrcSet: '/b-600w.webp 600w, /b-900w.webp 900w, /b.webp 1800w',
      sizes: '100vw',
    });
  });

  it('falls back to the single picture when the URL has no renderings', () => {
    expect(bannerSource('/b.png', null, '100vw')).toEqual({ src: '/b.png', webp: null });
  });
});

describe('webpTwinUrl', () => {
  it('names the twin beside a JPEG, keeping its version', () => {
    expect(webpTwinUrl('/images/properties/1/gallery/Garden/01-pica.jpg?v=ab12')).toBe(
      '/images/properties/1/gallery/Garden/01-pica.webp?v=ab12',
    );
    expect(webpTwinUrl('https://cdn.example/towns/neive.jpg')).toBe('https://cdn.example/towns/neive.webp');
  });

  it('has none for another file type', () => {
    expect(webpTwinUrl('/images/x.png?v=1')).toBeNull();
  });
});
