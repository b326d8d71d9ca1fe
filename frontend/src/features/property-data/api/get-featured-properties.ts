import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { fillRequest } from '@/config/initial-data-requests';
import { unwrap } from '@/lib/api/api-error';
import { featuredPropertiesQueryKey } from './query-keys';

/** The request `getFeaturedProperties` makes, as the server keys it in a page's initial data. */
export function featuredPropertiesRequest(): string {
  return fillRequest('featuredProperties');
}

export async function getFeaturedProperties(signal?: AbortSignal) {
  return unwrap(await api.GET('/featured-properties', { signal }));
}

export function getFeaturedPropertiesQueryOptions() {
  return queryOptions({
    queryKey: featuredPropertiesQueryKey(),
    queryFn: ({ signal }) => getFeaturedProperties(signal),
  });
}

export function useFeaturedProperties() {
  return useQuery(getFeaturedPropertiesQueryOptions());
}
