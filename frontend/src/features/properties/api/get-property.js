import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';
export async function getProperty(ref, signal) {
    return unwrap(await api.GET('/properties/{ref}', { params: { path: { ref } }, signal }));
}
/** `viewer` (the session token) keys the cache: staff may see what the public may not. */
export function getPropertyQueryOptions(ref, viewer = null) {
    return queryOptions({
        queryKey: ['properties', 'detail', ref, { viewer }],
        queryFn: ({ signal }) => getProperty(ref, signal),
    });
}
export function useProperty(ref) {
    const { token } = useSession();
    return useQuery(getPropertyQueryOptions(ref, token));
}
