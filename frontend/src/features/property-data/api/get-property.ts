import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { fillRequest } from '@/config/initial-data-requests';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';
import { shareKeyQuery } from '../lib/share-key';
import { propertyQueryKey } from './query-keys';

/**
 * The request `getProperty` makes, as the server keys it in a page's initial data. `key`: the
 * share key the page's address carries (an unlisted listing answers 404 without it).
 */
export function propertyRequest(ref: string, key: string | null = null): string {
  return `${fillRequest('property', { ref: encodeURIComponent(ref) })}${shareKeyQuery(key)}`;
}

export async function getProperty(ref: string, key: string | null, signal?: AbortSignal) {
  const query = key ? { key } : {};
  return unwrap(await api.GET('/properties/{ref}', { params: { path: { ref }, query }, signal }));
}

/** `viewer` (the session token) keys the cache: staff may see what the public may not. */
export function getPropertyQueryOptions(ref: string, viewer: string | null = null, key: string | null = null) {
  return queryOptions({
    queryKey: [...propertyQueryKey(ref), { viewer, key }],
    queryFn: ({ signal }) => getProperty(ref, key, signal),
  });
}

export function useProperty(ref: string, key: string | null = null) {
  const { token } = useSession();
  return useQuery(getPropertyQueryOptions(ref, token, key));
}
