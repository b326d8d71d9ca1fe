import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
export async function getArticle(id, signal) {
    return unwrap(await api.GET('/articles/{id}', { params: { path: { id: String(id) } }, signal }));
}
export function getArticleQueryOptions(id) {
    return queryOptions({
        queryKey: ['articles', 'detail', id],
        queryFn: ({ signal }) => getArticle(id, signal),
    });
}
export function useArticle(id) {
    return useQuery(getArticleQueryOptions(id));
}
