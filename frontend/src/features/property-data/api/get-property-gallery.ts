import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { fillRequest } from '@/config/initial-data-requests';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';
import { shareKeyQuery } from '../lib/share-key';
import { propertyGalleryQueryKey } from './query-keys';

/** The request `getPropertyGallery` makes, as the server keys it in a page's initial data. */
export function propertyGalleryRequest(ref: string, key: string | null = null): string {
  return `${fillRequest('propertyGallery', { ref: encodeURIComponent(ref) })}${shareKeyQuery(key)}`;
}

export async function getPropertyGallery(ref: string, key: string | null, signal?: AbortSignal) {
  const query = key ? { key } : {};
  return unwrap(
    await api.GET('/properties/{ref}/gallery', { params: { path: { ref }, query }, signal }),
  );
}

/** `viewer` (the session token) keys the cache: staff may see what the public may not. */
export function getPropertyGalleryQueryOptions(
  ref: string,
  viewer: string | null = null,
  key: string | null = null,
) {
  return queryOptions({
    queryKey: [...propertyGalleryQueryKey(ref), { viewer, key }],
    queryFn: ({ signal }) => getPropertyGallery(ref, key, signal),
  });
}

export function usePropertyGallery(ref: string, key: string | null = null) {
  const { token } = useSession();
  return useQuery(getPropertyGalleryQueryOptions(ref, token, key));
}
