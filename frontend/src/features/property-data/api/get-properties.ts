import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';
import { listFiltersQuery, NO_FILTERS, type ListFilters } from '../lib/list-filters';
import { fillRequest, PROPERTIES_PER_PAGE } from '@/config/initial-data-requests';
import { PROPERTIES_QUERY_KEY } from './query-keys';

/** The request `getProperties` makes, as the server keys it in a page's initial data. */
export function propertiesRequest(page: number, filters: ListFilters = NO_FILTERS): string {
  const query = listFiltersQuery(filters);
  const request = fillRequest('propertyList', { skip: page - 1, take: PROPERTIES_PER_PAGE });
  return query === '' ? request : `${request}&${query}`;
}

/** `page` is one-based, as in the URL; the API's `skip` is the zero-based page index. */
export async function getProperties(page: number, filters: ListFilters = NO_FILTERS, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/properties', {
      params: {
        query: {
          skip: page - 1,
          take: PROPERTIES_PER_PAGE,
          min_price: filters.minPrice ?? undefined,
          max_price: filters.maxPrice ?? undefined,
          town: filters.town ?? undefined,
          kind: filters.kinds.length > 0 ? filters.kinds : undefined,
          min_bedrooms: filters.minBedrooms ?? undefined,
          sort: filters.sort === 'newest' ? undefined : filters.sort,
        },
      },
      signal,
    }),
  );
}

/**
 * `viewer` is the session token (null for the public): staff are served every visibility, so
 * signing in or out must not reuse the other audience's cached page.
 */
export function getPropertiesQueryOptions(page: number, viewer: string | null = null, filters: ListFilters = NO_FILTERS) {
  return queryOptions({
    queryKey: [...PROPERTIES_QUERY_KEY, { page, viewer, filters: listFiltersQuery(filters) }],
    queryFn: ({ signal }) => getProperties(page, filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProperties(page: number, filters: ListFilters = NO_FILTERS) {
  const { token } = useSession();
  return useQuery(getPropertiesQueryOptions(page, token, filters));
}
