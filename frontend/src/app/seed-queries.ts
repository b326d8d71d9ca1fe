import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { InitialData } from '@/lib/api/initial-data';
import { articleRequest, getArticleQueryOptions } from '@/features/articles/api/get-article';
import { articlesRequest, getArticlesQueryOptions } from '@/features/articles/api/get-articles';
// The files themselves rather than the feature's public entry: the app's first chunk then
// holds the reads it seeds, not everything the entry offers (picture addresses, kinds).
import { getPropertiesQueryOptions, propertiesRequest } from '@/features/property-data/api/get-properties';
import { getPropertyQueryOptions, propertyRequest } from '@/features/property-data/api/get-property';
import { getPropertyGalleryQueryOptions, propertyGalleryRequest } from '@/features/property-data/api/get-property-gallery';
import { parseListFilters } from '@/features/property-data/lib/list-filters';
import { parseShareKey } from '@/features/property-data/lib/share-key';
import { getTownsQueryOptions } from '@/features/towns/api/get-towns';

/**
 * Puts the server's answers for the first screen into the query cache, under the keys the
 * screens read, before anything renders: the page paints without waiting for its API calls.
 * The server inlines only what the anonymous API answers, so the entries are the public
 * viewer's (`viewer: null`); signed-in staff read under their own token and fetch their own.
 */
export function seedQueries(client: QueryClient, answers: InitialData): void {
  for (const [request, data] of answers) {
    const key = queryKeyFor(request);
    if (key) client.setQueryData(key, data);
  }
}

interface Seed {
  /** The request the screen's fetcher makes for this key. */
  request: string;
  key: QueryKey;
}

/** The query an answer belongs to, if its request is exactly one the screens make. */
export function queryKeyFor(request: string): QueryKey | null {
  const url = new URL(request, 'http://initial-data.invalid');
  const [api, resource, id, part, ...rest] = url.pathname.split('/').filter(Boolean);
  if (api !== 'api' || rest.length > 0) return null;
  const page = Number(url.searchParams.get('skip')) + 1;
  let seed: Seed | null = null;
  if (resource === 'properties' && id === undefined) {
    const filters = parseListFilters(url.searchParams);
    seed = { request: propertiesRequest(page, filters), key: getPropertiesQueryOptions(page, null, filters).queryKey };
  } else if (resource === 'towns' && id === undefined) {
    // The list page's filter bar offers the towns.
    seed = { request: '/api/towns', key: getTownsQueryOptions().queryKey };
  } else if (resource === 'properties' && id !== undefined && part === undefined) {
    const key = parseShareKey(url.searchParams.get('key'));
    seed = { request: propertyRequest(id, key), key: getPropertyQueryOptions(id, null, key).queryKey };
  } else if (resource === 'properties' && id !== undefined && part === 'gallery') {
    const key = parseShareKey(url.searchParams.get('key'));
    seed = { request: propertyGalleryRequest(id, key), key: getPropertyGalleryQueryOptions(id, null, key).queryKey };
  } else if (resource === 'articles' && id === undefined) {
    seed = { request: articlesRequest(page), key: getArticlesQueryOptions(page).queryKey };
  } else if (resource === 'articles' && id !== undefined && part === undefined) {
    seed = { request: articleRequest(Number(id)), key: getArticleQueryOptions(Number(id)).queryKey };
  }
  return seed && seed.request === request ? seed.key : null;
}
