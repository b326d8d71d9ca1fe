import { describe, expect, it } from 'vitest';
import { ARTICLE_CARD_SIZES, articleBanner, articlePath, parseArticleId, parseArticlePage } from './article-links';

describe('articlePath', () => {
  it('builds the news path with the product word, slug and id', () => {
    expect(articlePath({ id: 7, path: 'buying-in-barolo' })).toBe(
      '/piemonte-property-news/langhe-property/buying-in-barolo/7',
    );
  });
  it('drops the leading dash stored paths carry', () => {
    expect(articlePath({ id: 7, path: '-buying-in-barolo' })).toBe(
      '/piemonte-property-news/langhe-property/buying-in-barolo/7',
    );
  });
  it('still gives a usable path when the slug is empty', () => {
    expect(articlePath({ id: 3, path: '' })).toBe('/piemonte-property-news/langhe-property/article/3');
  });
});

describe('articleBanner', () => {
  const article = { banner_image: '/images/articles/7/banner.jpg', banner_image_webp: '/images/articles/7/banner.webp' };

  it('offers the banner at every stored width, WebP first, full width by default', () => {
    expect(articleBanner(article)).toEqual({
      src: '/images/articles/7/banner.jpg',
      webp: '/images/articles/7/banner.webp',
      responsive: {
        srcSet: '/images/articles/7/banner-600w.jpg 600w, /images/articles/7/banner-900w.jpg 900w, /images/articles/7/banner.jpg 1800w',
        webpSrcSet:
          '/images/articles/7/banner-600w.webp 600w, /images/articles/7/banner-900w.webp 900w, /images/articles/7/banner.webp 1800w',
        sizes: '100vw',
      },
    });
  });

  it('draws cards at the width of the list column', () => {
    expect(articleBanner(article, ARTICLE_CARD_SIZES).responsive?.sizes).toBe(ARTICLE_CARD_SIZES);
  });
});

describe('parseArticlePage', () => {
  it.each([
    [undefined, null, 1],
    ['2', null, 2],
    [undefined, '3', 3],
    ['0', null, 1],
    ['x', null, 1],
  ])('path %s query %s gives page %s', (path, query, expected) => {
    expect(parseArticlePage(path, query)).toBe(expected);
  });
});

describe('parseArticleId', () => {
  it.each([
    ['12', null, 12],
    [undefined, '5', 5],
    ['new', null, null],
    ['1.5', null, null],
    ['0', null, null],
    [undefined, null, null],
  ])('path %s query %s gives id %s', (path, query, expected) => {
    expect(parseArticleId(path, query)).toBe(expected);
  });
});
