import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';

/**
 * POST /users/sign-in-link: "E-mail me a sign-in link". The server answers the same for every
 * address (so nobody can probe for staff accounts); its message says what to expect.
 */
export async function requestSignInLink(email: string, captchaToken: string, keepSignedIn: boolean) {
  return unwrap(await api.POST('/users/sign-in-link', { body: { email, captchaToken, keepSignedIn } })).message;
}
