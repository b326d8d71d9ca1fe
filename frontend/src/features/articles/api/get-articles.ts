import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';
import { ARTICLES_PER_PAGE, fillRequest } from '@/config/initial-data-requests';
import { ARTICLES_QUERY_KEY } from './query-keys';

/** The request `getArticles` makes, as the server keys it in a page's initial data. */
export function articlesRequest(page: number): string {
  return fillRequest('articleList', { skip: page - 1, take: ARTICLES_PER_PAGE });
}

/** `page` is one-based, as in the URL; the API's `skip` is the zero-based page index. */
export async function getArticles(page: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/articles', {
      params: { query: { skip: page - 1, take: ARTICLES_PER_PAGE } },
      signal,
    }),
  );
}

/** `viewer` (the session token) keys the cache: staff are given drafts the public is not. */
export function getArticlesQueryOptions(page: number, viewer: string | null = null) {
  return queryOptions({
    queryKey: [...ARTICLES_QUERY_KEY, { page, viewer }],
    queryFn: ({ signal }) => getArticles(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useArticles(page: number) {
  const { token } = useSession();
  return useQuery(getArticlesQueryOptions(page, token));
}
