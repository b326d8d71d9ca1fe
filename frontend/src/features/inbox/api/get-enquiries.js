import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';
export const ENQUIRIES_PER_PAGE = 50;
/** `page` is one-based, as in the URL; the API's `skip` is the zero-based page index. */
export async function getEnquiries(page, signal) {
    return unwrap(await api.GET('/enquiries', {
        params: { query: { skip: page - 1, take: ENQUIRIES_PER_PAGE } },
        signal,
    }));
}
/** Keyed by the session token: another user's inbox (or none) must not be served from cache. */
export function getEnquiriesQueryOptions(page, viewer) {
    return queryOptions({
        queryKey: ['enquiries', { page, viewer }],
        queryFn: ({ signal }) => getEnquiries(page, signal),
        placeholderData: keepPreviousData,
        enabled: viewer !== null,
    });
}
export function useEnquiries(page) {
    const { token } = useSession();
    return useQuery(getEnquiriesQueryOptions(page, token));
}
