import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { InitialData } from '@/lib/api/initial-data';
import {
  fillRequest,
  requestPathValues,
  SHARE_KEY_PARAMETER,
  type InitialDataRequest,
} from '@/config/initial-data-requests';
import { articleRequest, getArticleQueryOptions } from '@/features/articles/api/get-article';
import { articlesRequest, getArticlesQueryOptions } from '@/features/articles/api/get-articles';
// The files themselves rather than the feature's public entry: the app's first chunk then
// holds the reads it seeds, not everything the entry offers (picture addresses, kinds).
import { getPropertiesQueryOptions, propertiesRequest } from '@/features/property-data/api/get-properties';
import { getPropertyQueryOptions, propertyRequest } from '@/features/property-data/api/get-property';
import { getPropertyGalleryQueryOptions, propertyGalleryRequest } from '@/features/property-data/api/get-property-gallery';
import { getSimilarPropertiesQueryOptions, similarPropertiesRequest } from '@/features/property-data/api/get-similar-properties';
import {
  featuredPropertiesRequest,
  getFeaturedPropertiesQueryOptions,
} from '@/features/property-data/api/get-featured-properties';
import { getPropertyMediaQueryOptions, propertyMediaRequest } from '@/features/property-media/api/get-property-media';
import {
  buyingCostsRequest,
  getBuyingCostsQueryOptions,
  type BuyerUse,
  type TaxBasis,
} from '@/features/buying-costs/api/get-buying-costs';
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

/**
 * The query an answer belongs to, if its request is exactly one the screens make: recognised
 * by the server's request templates (`config/initial-data-requests.ts`), then rebuilt by the
 * screen's own fetcher, which must give it back unchanged.
 */
export function queryKeyFor(request: string): QueryKey | null {
  const url = new URL(request, 'http://initial-data.invalid');
  const at = (name: InitialDataRequest) => requestPathValues(name, url.pathname);
  const page = Number(url.searchParams.get('skip')) + 1;
  const key = parseShareKey(url.searchParams.get(SHARE_KEY_PARAMETER));
  let seed: Seed | null = null;
  let values: Record<string, string> | null;
  if (at('propertyList')) {
    const filters = parseListFilters(url.searchParams);
    seed = { request: propertiesRequest(page, filters), key: getPropertiesQueryOptions(page, null, filters).queryKey };
  } else if (at('towns')) {
    // The list page's filter bar offers the towns.
    seed = { request: fillRequest('towns'), key: getTownsQueryOptions().queryKey };
  } else if ((values = at('property'))) {
    const ref = values.ref;
    seed = { request: propertyRequest(ref, key), key: getPropertyQueryOptions(ref, null, key).queryKey };
  } else if ((values = at('propertyGallery'))) {
    const ref = values.ref;
    seed = { request: propertyGalleryRequest(ref, key), key: getPropertyGalleryQueryOptions(ref, null, key).queryKey };
  } else if ((values = at('similarProperties'))) {
    const ref = values.ref;
    seed = { request: similarPropertiesRequest(ref, key), key: getSimilarPropertiesQueryOptions(ref, key).queryKey };
  } else if ((values = at('propertyMedia'))) {
    const ref = values.ref;
    seed = { request: propertyMediaRequest(ref, key), key: getPropertyMediaQueryOptions(ref, null, key).queryKey };
  } else if ((values = at('propertyCosts'))) {
    // Rebuilt from what the request says; a request the calculator would not make (another
    // order, an unknown choice) is not rebuilt the same and seeds nothing.
    const ref = values.ref;
    const choices = {
      buyer: (url.searchParams.get('buyer') ?? '') as BuyerUse,
      basis: (url.searchParams.get('basis') ?? '') as TaxBasis,
    };
    seed = { request: buyingCostsRequest(ref, choices, key), key: getBuyingCostsQueryOptions(ref, choices, key).queryKey };
  } else if (at('featuredProperties')) {
    seed = { request: featuredPropertiesRequest(), key: getFeaturedPropertiesQueryOptions().queryKey };
  } else if (at('articleList')) {
    seed = { request: articlesRequest(page), key: getArticlesQueryOptions(page).queryKey };
  } else if ((values = at('article'))) {
    const id = Number(values.id);
    seed = { request: articleRequest(id), key: getArticleQueryOptions(id).queryKey };
  }
  return seed && seed.request === request ? seed.key : null;
}
