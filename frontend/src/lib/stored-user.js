// zod/mini: this module loads on every page (header avatar).
import * as z from 'zod/mini';
/** The signed-in user as kept in local storage under 'user' (SPEC §3). */
const storedUserSchema = z.object({
    picture: z.optional(z.nullable(z.string())),
    role: z.optional(z.nullable(z.string())),
    name: z.optional(z.nullable(z.string())),
});
export const USER_STORAGE_KEY = 'user';
export const TOKEN_STORAGE_KEY = 'token';
/** Set once someone signed in with Google here, so the button shows again after sign-out. */
export const GOOGLE_USER_STORAGE_KEY = 'googleUser';
export function parseStoredUser(raw) {
    if (!raw)
        return null;
    try {
        const parsed = storedUserSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
    }
    catch {
        return null;
    }
}
export function readStoredUser() {
    try {
        return parseStoredUser(window.localStorage.getItem(USER_STORAGE_KEY));
    }
    catch {
        return null;
    }
}
/** Anonymous users and every role other than admin are treated as non-admin (SPEC §6). */
export function isAdmin(user) {
    return user?.role === 'admin';
}
