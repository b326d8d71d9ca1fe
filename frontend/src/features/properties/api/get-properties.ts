import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';

/** Spec §9: 100 properties per list page. */
export const PROPERTIES_PER_PAGE = 100;

/** The request `getProperties` makes, as the server keys it in a page's initial data. */
export function propertiesRequest(page: number): string {
  return `/api/properties?skip=${page - 1}&take=${PROPERTIES_PER_PAGE}`;
}

/** `page` is one-based, as in the URL; the API's `skip` is the zero-based page index. */
export async function getProperties(page: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/properties', {
      params: { query: { skip: page - 1, take: PROPERTIES_PER_PAGE } },
      signal,
    }),
  );
}

/**
 * `viewer` is the session token (null for the public): staff are served every visibility, so
 * signing in or out must not reuse the other audience's cached page.
 */
export function getPropertiesQueryOptions(page: number, viewer: string | null = null) {
  return queryOptions({
    queryKey: ['properties', { page, viewer }],
    queryFn: ({ signal }) => getProperties(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProperties(page: number) {
  const { token } = useSession();
  return useQuery(getPropertiesQueryOptions(page, token));
}
