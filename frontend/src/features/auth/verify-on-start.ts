import { sessionStore } from '@/lib/session';
import { getLoggedUser } from './api/get-logged-user';
import { notifyLoginError, verifyStoredSession } from './lib/verify-session';

/** Runs the SPEC §4 session check once per start; StrictMode's second effect reuses it. */
let started = false;
let leaving = false;

export function verifySessionOnStart() {
  if (started) return;
  started = true;
  // A navigation away announces itself before the browser cancels the page's requests.
  for (const event of ['beforeunload', 'pagehide'] as const) {
    window.addEventListener(event, () => {
      leaving = true;
    });
  }
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
  void verifyStoredSession({
    session: sessionStore,
    fetchLoggedUser: getLoggedUser,
    notify: notifyLoginError,
    pageIsLeaving: () => leaving,
  });
}
