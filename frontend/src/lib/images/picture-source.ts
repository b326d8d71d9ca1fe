import { siteKnowledge } from '@/config/site-knowledge.generated';

/** A picture's JPEG and, when the server has one, its WebP twin. */
export interface ImageSource {
  src: string;
  webp?: string | null;
  /** Narrower renderings, for pictures stored at several widths (`bannerSource`). */
  responsive?: ResponsiveSource;
}

export interface ResponsiveSource {
  srcSet: string;
  webpSrcSet: string | null;
  /** How wide the picture is drawn, so the browser can pick before layout. */
  sizes: string;
}

/**
 * Widths a full-width picture (property background, article banner) is stored at, narrowest
 * first; the widest is the picture itself (docs/architecture.md "Images"). The server's, through
 * the generated site knowledge.
 */
export const BANNER_WIDTHS = siteKnowledge.pictures.bannerWidths;
const FULL_SIZE = BANNER_WIDTHS[BANNER_WIDTHS.length - 1];

/** As wide as the viewport: property and article banners. */
export const FULL_WIDTH_SIZES = '100vw';

/** A URL's path and its query string (a cache-busting version), which stays at the end. */
function splitQuery(url: string): [string, string] {
  const query = url.indexOf('?');
  return query === -1 ? [url, ''] : [url.slice(0, query), url.slice(query)];
}

/**
 * The URL of a narrower rendering: `banner.jpg` at 900 pixels is `banner-900w.jpg`; a query
 * string (a cache-busting version) stays at the end. Other file types have none.
 */
export function widthVariantUrl(url: string, width: number): string | null {
  const [path, rest] = splitQuery(url);
  const match = /^(.*)\.(jpg|webp)$/.exec(path);
  return match ? `${match[1]}-${width}w.${match[2]}${rest}` : null;
}

/**
 * The URL of a `.jpg` picture's WebP twin, which the server stores beside every rendering
 * (docs/reference.md "Images"): `01a.jpg?v=3` is `01a.webp?v=3`. Null for another file type.
 */
export function webpTwinUrl(url: string): string | null {
  const [path, rest] = splitQuery(url);
  return path.endsWith('.jpg') ? `${path.slice(0, -'.jpg'.length)}.webp${rest}` : null;
}

/** `{600w url} 600w, {900w url} 900w, {url} 1800w`, or null for a URL without renderings. */
export function bannerSrcSet(fullSizeUrl: string): string | null {
  const candidates: string[] = [];
  for (const width of BANNER_WIDTHS) {
    const url = width === FULL_SIZE ? fullSizeUrl : widthVariantUrl(fullSizeUrl, width);
    if (!url) return null;
    candidates.push(`${url} ${width}w`);
  }
  return candidates.join(', ');
}

/**
 * A full-width picture offered at every stored width. The server preloads the WebP set with
 * the same `sizes` (crates/site/src/image_preload.rs), so keep the two in step.
 */
export function bannerSource(jpg: string, webp: string | null | undefined, sizes: string): ImageSource {
  const srcSet = bannerSrcSet(jpg);
  if (!srcSet) return { src: jpg, webp };
  return { src: jpg, webp, responsive: { srcSet, webpSrcSet: webp ? bannerSrcSet(webp) : null, sizes } };
}
