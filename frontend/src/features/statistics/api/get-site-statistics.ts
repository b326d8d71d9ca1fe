import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';
import type { Period } from '../lib/statistics-view';

/** The root of every statistics read's key. */
export const STATISTICS_KEY = ['statistics'] as const;

/** GET /api/stats/site (admin, agent): the whole site's counts over the last `days` days. */
export async function getSiteStatistics(days: Period, signal?: AbortSignal) {
  return unwrap(await api.GET('/stats/site', { params: { query: { days } }, signal }));
}

/** Staff data: the session's token is in the key (lib/api/viewer-queries.ts). */
export function getSiteStatisticsQueryOptions(days: Period, viewer: string | null) {
  return queryOptions({
    queryKey: [...STATISTICS_KEY, 'site', { days, viewer }],
    queryFn: ({ signal }) => getSiteStatistics(days, signal),
    enabled: viewer !== null,
    // Visits keep coming while she reads: back in this tab, the counts are fetched again.
    refetchOnWindowFocus: 'always',
  });
}

export function useSiteStatistics(days: Period) {
  const { token } = useSession();
  return useQuery(getSiteStatisticsQueryOptions(days, token));
}
