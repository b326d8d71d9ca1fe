import type { components } from '@/lib/api/schema';

/** The signed-in person as the server describes them (POST /users/…, GET /users/logged). */
export type SessionUser = components['schemas']['SessionUser'];
/** The answer to a sign-in: our own session token and who it belongs to. */
export type SessionAnswer = components['schemas']['Session'];
