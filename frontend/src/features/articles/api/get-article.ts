import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { fillRequest } from '@/config/initial-data-requests';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';
import { ARTICLES_QUERY_KEY } from './query-keys';

/** The request `getArticle` makes, as the server keys it in a page's initial data. */
export function articleRequest(id: number): string {
  return fillRequest('article', { id });
}

export async function getArticle(id: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/articles/{id}', { params: { path: { id: String(id) } }, signal }));
}

/** `viewer` (the session token) keys the cache: a draft exists for staff only. */
export function getArticleQueryOptions(id: number, viewer: string | null = null) {
  return queryOptions({
    queryKey: [...ARTICLES_QUERY_KEY, 'detail', id, { viewer }],
    queryFn: ({ signal }) => getArticle(id, signal),
  });
}

export function useArticle(id: number) {
  const { token } = useSession();
  return useQuery(getArticleQueryOptions(id, token));
}
