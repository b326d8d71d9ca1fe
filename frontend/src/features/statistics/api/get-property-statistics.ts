import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';
import type { Period } from '../lib/statistics-view';
import { STATISTICS_KEY } from './get-site-statistics';

/** GET /api/stats/properties/{ref} (admin, agent): one home's counts over the last `days` days; 404 for an unknown ref. */
export async function getPropertyStatistics(ref: string, days: Period, signal?: AbortSignal) {
  return unwrap(await api.GET('/stats/properties/{ref}', { params: { path: { ref }, query: { days } }, signal }));
}

/** Staff data: the session's token is in the key (lib/api/viewer-queries.ts). */
export function getPropertyStatisticsQueryOptions(ref: string, days: Period, viewer: string | null) {
  return queryOptions({
    queryKey: [...STATISTICS_KEY, 'property', ref, { days, viewer }],
    queryFn: ({ signal }) => getPropertyStatistics(ref, days, signal),
    enabled: viewer !== null && ref !== '',
    refetchOnWindowFocus: 'always',
  });
}

/** `ref` '' asks for nothing (no home chosen yet). */
export function usePropertyStatistics(ref: string, days: Period) {
  const { token } = useSession();
  return useQuery(getPropertyStatisticsQueryOptions(ref, days, token));
}
