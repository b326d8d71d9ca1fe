import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import type { SessionAnswer } from './session-user';
import { sessionStore } from '@/lib/session';
import { rememberSignInLinkRequests } from '../lib/sign-in-link-notice';

function keep(answer: SessionAnswer, viaGoogle: boolean) {
  const { role, picture, name } = answer.user;
  // Before the session: the signed-in account corner reads it as it first draws.
  rememberSignInLinkRequests(answer.signInLinkRequests);
  // The server spells "no picture" and "no name" as empty strings; the store as null.
  sessionStore.signIn(answer.token, { role: role ?? null, picture: picture || null, name: name || null }, viaGoogle);
  return answer.user;
}

/**
 * POST /users/google with the Identity Services credential; stores token, user and googleUser.
 * `keepSignedIn`: a 30-day session instead of a working day's.
 */
export async function signInWithGoogle(credential: string, keepSignedIn: boolean) {
  return keep(unwrap(await api.POST('/users/google', { body: { credential, keepSignedIn } })), true);
}

/** POST /users/one-time-link: spends a link printed by `langhe create-user` or mailed from the sign-in dialog. */
export async function signInWithLink(token: string, keepSignedIn: boolean) {
  return keep(unwrap(await api.POST('/users/one-time-link', { body: { token, keepSignedIn } })), false);
}
