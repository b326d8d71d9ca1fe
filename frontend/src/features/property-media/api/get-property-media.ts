import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';
import { fillRequest } from '@/config/initial-data-requests';
import { shareKeyQuery } from '@/features/property-data';
import { propertyMediaQueryKey } from './query-keys';

/** The request `getPropertyMedia` makes, as the server keys it in a page's initial data. */
export function propertyMediaRequest(ref: string, key: string | null = null): string {
  return `${fillRequest('propertyMedia', { ref: encodeURIComponent(ref) })}${shareKeyQuery(key)}`;
}

export async function getPropertyMedia(ref: string, key: string | null, signal?: AbortSignal) {
  const query = key ? { key } : {};
  return unwrap(await api.GET('/properties/{ref}/media', { params: { path: { ref }, query }, signal }));
}

/** `viewer` (the session token) keys the cache: staff see a hidden property's media too. */
export function getPropertyMediaQueryOptions(ref: string, viewer: string | null = null, key: string | null = null) {
  return queryOptions({
    queryKey: [...propertyMediaQueryKey(ref), { viewer, key }],
    queryFn: ({ signal }) => getPropertyMedia(ref, key, signal),
  });
}

export function usePropertyMedia(ref: string, key: string | null = null) {
  const { token } = useSession();
  return useQuery(getPropertyMediaQueryOptions(ref, token, key));
}
