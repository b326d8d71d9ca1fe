import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import type { PropertySummary } from '../types';
import { getProperties } from './get-properties';
import { everyHomeQueryKey } from './query-keys';

/**
 * Every home on the list, all of its pages: for a staff session the list holds hidden and
 * unlisted homes too, so this is every home she keeps. Staff screens name homes by it (the
 * viewing desk, the statistics' list of homes), where the API they read gives bare refs.
 */
export async function getEveryHome(signal?: AbortSignal): Promise<PropertySummary[]> {
  const first = await getProperties(1, undefined, signal);
  const later = Array.from({ length: Math.max(0, first.pages - 1) }, (_, index) => getProperties(index + 2, undefined, signal));
  const pages = [first, ...(await Promise.all(later))];
  return pages.flatMap((page) => page.properties);
}

/** `viewer` (the session token) keys the cache: staff see homes the public may not. */
export function getEveryHomeQueryOptions(viewer: string | null) {
  return queryOptions({
    queryKey: [...everyHomeQueryKey(), { viewer }],
    queryFn: ({ signal }) => getEveryHome(signal),
  });
}

export function useEveryHome() {
  const { token } = useSession();
  return useQuery(getEveryHomeQueryOptions(token));
}
