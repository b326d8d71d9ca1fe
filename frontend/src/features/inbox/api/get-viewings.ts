import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import type { components } from '@/lib/api/schema';

export type Viewing = components['schemas']['ViewingDto'];
export type ViewingSlot = components['schemas']['SlotDto'];

/** The root of every viewing read's key: what a slot's change marks stale. */
export const VIEWINGS_KEY = ['viewings'] as const;

/** GET /viewings (admin, agent): the requests with their slots. */
export async function getViewings(signal?: AbortSignal) {
  return unwrap(await api.GET('/viewings', { signal }));
}

export const viewingsQueryOptions = () => queryOptions({ queryKey: VIEWINGS_KEY, queryFn: ({ signal }) => getViewings(signal) });

/** The viewing request behind a lead of kind `viewing`. */
export function useViewingOf(enquiryId: number) {
  const query = useQuery(viewingsQueryOptions());
  return { ...query, viewing: query.data?.viewings.find((viewing) => viewing.enquiry_id === enquiryId) };
}
