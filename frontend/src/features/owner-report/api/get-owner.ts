import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';
import type { PropertyOwner } from '../types';

/** Every cached answer about the owner of property `ref`. */
export function ownerQueryKey(ref: string) {
  return ['property-owner', ref] as const;
}

/** The admin's owner log of property `ref` (under the owner's key: a change of owner reads it again). */
export function ownerLogQueryKey(ref: string) {
  return [...ownerQueryKey(ref), 'log'] as const;
}

/** GET /properties/{ref}/owner (staff): the owner, or null when none is recorded. */
export async function getPropertyOwner(ref: string, signal?: AbortSignal): Promise<PropertyOwner | null> {
  const result = await api.GET('/properties/{ref}/owner', { params: { path: { ref } }, signal });
  return unwrap(result).owner ?? null;
}

/** Staff data: the session's token is in the key (lib/api/viewer-queries.ts). */
export function getPropertyOwnerQueryOptions(ref: string, viewer: string | null) {
  return queryOptions({
    queryKey: [...ownerQueryKey(ref), { viewer }],
    queryFn: ({ signal }) => getPropertyOwner(ref, signal),
    enabled: viewer !== null,
  });
}

export function usePropertyOwner(ref: string) {
  const { token } = useSession();
  return useQuery(getPropertyOwnerQueryOptions(ref, token));
}
