import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';

/** The request `getProperty` makes, as the server keys it in a page's initial data. */
export function propertyRequest(ref: string): string {
  return `/api/properties/${encodeURIComponent(ref)}`;
}

export async function getProperty(ref: string, signal?: AbortSignal) {
  return unwrap(await api.GET('/properties/{ref}', { params: { path: { ref } }, signal }));
}

/** `viewer` (the session token) keys the cache: staff may see what the public may not. */
export function getPropertyQueryOptions(ref: string, viewer: string | null = null) {
  return queryOptions({
    queryKey: ['properties', 'detail', ref, { viewer }],
    queryFn: ({ signal }) => getProperty(ref, signal),
  });
}

export function useProperty(ref: string) {
  const { token } = useSession();
  return useQuery(getPropertyQueryOptions(ref, token));
}
