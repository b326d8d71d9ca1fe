import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';

export const RATES_QUERY_KEY = ['rates'] as const;

/** The server fetches the rates once a day; an hour-old copy is fresh enough. */
const RATES_STALE_MS = 60 * 60 * 1000;

export function getRatesQueryOptions() {
  return queryOptions({
    queryKey: RATES_QUERY_KEY,
    queryFn: async ({ signal }) => unwrap(await api.GET('/rates', { signal })),
    staleTime: RATES_STALE_MS,
  });
}

/** Asked only once a visitor picks a currency other than the euro. */
export function useRates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRatesQueryOptions(), enabled });
}
