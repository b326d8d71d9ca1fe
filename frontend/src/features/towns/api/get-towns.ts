import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';

/** Every query showing towns (this page, the property settings dialog's select) shares it. */
export const TOWNS_QUERY_KEY = ['towns'] as const;

export function getTownsQueryOptions() {
  return queryOptions({
    queryKey: TOWNS_QUERY_KEY,
    queryFn: async ({ signal }) => unwrap(await api.GET('/towns', { signal })),
    // Towns are often edited in another tab (the settings dialog's "Manage towns"): a short
    // list, fetched again when this tab is back in front.
    refetchOnWindowFocus: 'always',
  });
}

export function useTowns({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getTownsQueryOptions(), enabled });
}
