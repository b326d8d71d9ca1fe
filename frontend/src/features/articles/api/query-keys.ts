/**
 * The key the article reads' queryOptions start with (the list pages in get-articles.ts, one
 * article in get-article.ts): a save invalidates it.
 */
export const ARTICLES_QUERY_KEY = ['articles'] as const;
