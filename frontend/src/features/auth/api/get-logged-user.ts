import { staffApi } from '@/lib/api/client';
import type { SignedInUser } from '@/lib/api/staff-schema.provisional';

export type LoggedUserAnswer = { status: 200; user: SignedInUser } | { status: number; user?: undefined };

/** GET /users/logged with the stored bearer token (added by the client's middleware). */
export async function getLoggedUser(): Promise<LoggedUserAnswer> {
  const { data, response } = await staffApi.GET('/users/logged');
  if (response.status === 200 && data) return { status: 200, user: data };
  return { status: response.status };
}
