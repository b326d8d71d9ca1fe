import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import type { components } from '@/lib/api/schema';
import { useWrite } from '@/lib/api/use-write';
import { useSession } from '@/lib/session';

export type SignedInDevice = components['schemas']['SignedInDevice'];

/** The root of the devices list's key; the session token follows as `{ viewer }`. */
export const SIGNED_IN_DEVICES_KEY = 'signed-in-devices';

/** GET /users/sessions: the signed-in person's devices, the one asking marked. */
export function useSignedInDevices() {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: [SIGNED_IN_DEVICES_KEY, { viewer: token }],
      queryFn: async ({ signal }) => unwrap(await api.GET('/users/sessions', { signal })),
      enabled: token !== null,
    }),
  );
}

/** DELETE /users/sessions/{id}: signs that device out at its next request. */
export async function endSignedInDevice(id: number) {
  const { response, error } = await api.DELETE('/users/sessions/{id}', { params: { path: { id: String(id) } } });
  if (!response.ok) unwrap({ error, response });
}

export function useEndSignedInDevice() {
  return useWrite({ write: endSignedInDevice, changes: () => [[SIGNED_IN_DEVICES_KEY]] });
}
