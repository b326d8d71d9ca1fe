import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';

export async function getPropertyGallery(ref: string, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/properties/{ref}/gallery', { params: { path: { ref } }, signal }),
  );
}

export function getPropertyGalleryQueryOptions(ref: string) {
  return queryOptions({
    queryKey: ['properties', 'gallery', ref],
    queryFn: ({ signal }) => getPropertyGallery(ref, signal),
  });
}

export function usePropertyGallery(ref: string) {
  return useQuery(getPropertyGalleryQueryOptions(ref));
}
