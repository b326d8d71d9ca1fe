import { bannerSource, FULL_WIDTH_SIZES, type ImageSource } from '@/lib/images/picture-source';
import { paths } from '@/config/paths';
import type { Article } from '../types';

/** Spec §2: /piemonte-property-news/langhe-property/{path}/{id}. */
export function articlePath(article: Pick<Article, 'id' | 'path'>): string {
  const slug = article.path.replace(/^[-/]+/, '') || 'article';
  return `${paths.articleDetail}/${encodeURIComponent(slug)}/${article.id}`;
}

/**
 * How wide a card's picture is drawn in the list's main column (articles.module.css: two
 * thirds of the 72rem page less padding and gap on wide screens, the page less its padding on
 * narrow ones). The server preloads the first card with the same value (image_preload.rs).
 */
export const ARTICLE_CARD_SIZES =
  '(min-width: 72rem) 46rem, (min-width: 60rem) calc(66vw - 3rem), calc(100vw - 2rem)';

/** The article's banner at every stored width, drawn `sizes` wide (full width by default). */
export function articleBanner(
  article: Pick<Article, 'banner_image' | 'banner_image_webp'>,
  sizes: string = FULL_WIDTH_SIZES,
): ImageSource {
  return bannerSource(article.banner_image, article.banner_image_webp, sizes);
}

/** A page number from the route or `?page=`; anything but a positive whole number is 1. */
export function parseArticlePage(fromPath: string | undefined, fromQuery: string | null): number {
  const page = Number.parseInt(fromPath ?? fromQuery ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** An article id from the route or `?id=`; null unless it is a positive whole number. */
export function parseArticleId(fromPath: string | undefined, fromQuery: string | null): number | null {
  const raw = (fromPath ?? fromQuery ?? '').trim();
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}
