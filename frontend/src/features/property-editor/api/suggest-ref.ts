import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { PROPERTIES_QUERY_KEY } from '@/features/property-data';

/** GET /properties/next-ref: the ref to suggest for a new property (null when none is free). */
export async function suggestPropertyRef(signal?: AbortSignal): Promise<string | null> {
  const answer = unwrap(await api.GET('/properties/next-ref', { signal }));
  return answer.ref ?? null;
}

export function suggestedRefQueryOptions() {
  return queryOptions({
    // Under the properties' root, so that a save (which marks those stale) asks again.
    queryKey: [...PROPERTIES_QUERY_KEY, 'next-ref'],
    queryFn: ({ signal }) => suggestPropertyRef(signal),
    staleTime: 0,
  });
}

/** The suggestion, asked only while `enabled` (a new property). */
export function useSuggestedRef(enabled: boolean) {
  return useQuery({ ...suggestedRefQueryOptions(), enabled });
}
