import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';
import { ownerLogQueryKey } from './get-owner';

/** GET /owner-log?ref= (admin): who changed the home's owner and who mailed its report, newest first. */
export async function getOwnerLog(ref: string, signal?: AbortSignal) {
  return unwrap(await api.GET('/owner-log', { params: { query: { ref } }, signal })).entries;
}

/** Under the owner's key, so that a change of owner or a report sent reads it again. */
export function getOwnerLogQueryOptions(ref: string, viewer: string | null) {
  return queryOptions({
    queryKey: [...ownerLogQueryKey(ref), { viewer }],
    queryFn: ({ signal }) => getOwnerLog(ref, signal),
    enabled: viewer !== null,
  });
}

export function useOwnerLog(ref: string) {
  const { token } = useSession();
  return useQuery(getOwnerLogQueryOptions(ref, token));
}
