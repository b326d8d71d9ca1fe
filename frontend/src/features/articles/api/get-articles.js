import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
/** Spec §9: ten articles per list page. */
export const ARTICLES_PER_PAGE = 10;
/** `page` is one-based, as in the URL; the API's `skip` is the zero-based page index. */
export async function getArticles(page, signal) {
    return unwrap(await api.GET('/articles', {
        params: { query: { skip: page - 1, take: ARTICLES_PER_PAGE } },
        signal,
    }));
}
export function getArticlesQueryOptions(page) {
    return queryOptions({
        queryKey: ['articles', { page }],
        queryFn: ({ signal }) => getArticles(page, signal),
        placeholderData: keepPreviousData,
    });
}
export function useArticles(page) {
    return useQuery(getArticlesQueryOptions(page));
}
