import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';

/** The request `getPropertyGallery` makes, as the server keys it in a page's initial data. */
export function propertyGalleryRequest(ref: string): string {
  return `/api/properties/${encodeURIComponent(ref)}/gallery`;
}

export async function getPropertyGallery(ref: string, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/properties/{ref}/gallery', { params: { path: { ref } }, signal }),
  );
}

/** `viewer` (the session token) keys the cache: staff may see what the public may not. */
export function getPropertyGalleryQueryOptions(ref: string, viewer: string | null = null) {
  return queryOptions({
    queryKey: ['properties', 'gallery', ref, { viewer }],
    queryFn: ({ signal }) => getPropertyGallery(ref, signal),
  });
}

export function usePropertyGallery(ref: string) {
  const { token } = useSession();
  return useQuery(getPropertyGalleryQueryOptions(ref, token));
}
