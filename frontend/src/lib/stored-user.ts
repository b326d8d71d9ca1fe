// zod/mini: this module loads on every page (header avatar).
import * as z from 'zod/mini';

/** The signed-in user as kept in local storage under 'user' (SPEC §3). */
const storedUserSchema = z.object({
  picture: z.optional(z.nullable(z.string())),
  role: z.optional(z.nullable(z.string())),
  name: z.optional(z.nullable(z.string())),
});

export type StoredUser = z.infer<typeof storedUserSchema>;

export const USER_STORAGE_KEY = 'user';
export const TOKEN_STORAGE_KEY = 'token';
/** Set once someone signed in with Google here, so the button shows again after sign-out. */
export const GOOGLE_USER_STORAGE_KEY = 'googleUser';
/**
 * Set once anyone signed in here, by any means: like 'googleUser' for Google (SPEC §4), it
 * keeps the sign-in button in the header of a browser staff use, after signing out, so the
 * consultant finds her way back in without the key sequence.
 */
export const SIGNED_IN_BEFORE_STORAGE_KEY = 'signedInBefore';

export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const parsed = storedUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readStoredUser(): StoredUser | null {
  try {
    return parseStoredUser(window.localStorage.getItem(USER_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Anonymous users and every role other than admin are treated as non-admin (SPEC §6). */
export function isAdmin(user: StoredUser | null): boolean {
  return user?.role === 'admin';
}
