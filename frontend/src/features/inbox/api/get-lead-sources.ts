import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import type { components } from '@/lib/api/schema';
import { useSession } from '@/lib/session';
import { ENQUIRIES_KEY } from './get-enquiries';

export type LeadSourceCounts = components['schemas']['LeadSourceCounts'];

/** The days counted, both included (YYYY-MM-DD); a blank end is open. */
export interface SourcePeriod {
  from: string;
  to: string;
}

/** GET /api/enquiries/sources: leads per source over the period, the most first. */
export async function getLeadSources(period: SourcePeriod, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/enquiries/sources', {
      params: { query: { ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) } },
      signal,
    }),
  );
}

/** Under the inbox's key, so a new or changed enquiry marks the counts stale too. */
export function getLeadSourcesQueryOptions(period: SourcePeriod, viewer: string | null) {
  return queryOptions({
    queryKey: [...ENQUIRIES_KEY, 'sources', { ...period, viewer }],
    queryFn: ({ signal }) => getLeadSources(period, signal),
    placeholderData: keepPreviousData,
    enabled: viewer !== null,
  });
}

export function useLeadSources(period: SourcePeriod) {
  const { token } = useSession();
  return useQuery(getLeadSourcesQueryOptions(period, token));
}
