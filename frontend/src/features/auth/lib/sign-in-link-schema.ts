// zod/mini: the sign-in dialog loads only for staff, but stays small all the same.
import * as z from 'zod/mini';

export const SIGN_IN_LINK_MESSAGES = {
  emailMissing: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
} as const;

/** The address a sign-in link is mailed to. */
export const signInLinkSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, SIGN_IN_LINK_MESSAGES.emailMissing)),
    z.email(SIGN_IN_LINK_MESSAGES.emailInvalid),
  ),
});
