import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';
export async function getPropertyGallery(ref, signal) {
    return unwrap(await api.GET('/properties/{ref}/gallery', { params: { path: { ref } }, signal }));
}
/** `viewer` (the session token) keys the cache: staff may see what the public may not. */
export function getPropertyGalleryQueryOptions(ref, viewer = null) {
    return queryOptions({
        queryKey: ['properties', 'gallery', ref, { viewer }],
        queryFn: ({ signal }) => getPropertyGallery(ref, signal),
    });
}
export function usePropertyGallery(ref) {
    const { token } = useSession();
    return useQuery(getPropertyGalleryQueryOptions(ref, token));
}
