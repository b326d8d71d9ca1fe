import { api } from '@/lib/api/client';
import type { SessionUser } from './session-user';

export type LoggedUserAnswer = { status: 200; user: SessionUser } | { status: number; user?: undefined };

/** GET /users/logged with the stored bearer token (added by the client's middleware). */
export async function getLoggedUser(): Promise<LoggedUserAnswer> {
  const { data, response } = await api.GET('/users/logged');
  if (response.status === 200 && data) return { status: 200, user: data };
  return { status: response.status };
}
