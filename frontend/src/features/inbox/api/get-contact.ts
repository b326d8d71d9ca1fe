import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import type { components } from '@/lib/api/schema';
import { useSession } from '@/lib/session';

export type Contact = components['schemas']['Contact'];

/** The root of every contact read's key: what a note or reply marks stale. */
export const CONTACT_KEY = ['contact'] as const;

/** GET /contacts/{email} (admin, agent): everything the site keeps about one address. */
export async function getContact(email: string, signal?: AbortSignal) {
  return unwrap(await api.GET('/contacts/{email}', { params: { path: { email } }, signal }));
}

/** Keyed by the session token, like the inbox: another user's reads must not be served. */
export function getContactQueryOptions(email: string, viewer: string | null) {
  return queryOptions({
    queryKey: [...CONTACT_KEY, { email, viewer }],
    queryFn: ({ signal }) => getContact(email, signal),
    enabled: viewer !== null && email !== '',
  });
}

export function useContact(email: string) {
  const { token } = useSession();
  return useQuery(getContactQueryOptions(email, token));
}
