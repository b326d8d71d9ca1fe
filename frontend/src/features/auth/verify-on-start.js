import { sessionStore } from '@/lib/session';
import { getLoggedUser } from './api/get-logged-user';
import { notifyLoginError, verifyStoredSession } from './lib/verify-session';
/** Runs the SPEC §4 session check once per start; StrictMode's second effect reuses it. */
let started = false;
export function verifySessionOnStart() {
    if (started)
        return;
    started = true;
    void verifyStoredSession({
        session: sessionStore,
        fetchLoggedUser: getLoggedUser,
        notify: notifyLoginError,
    });
}
