import { sessionStore } from '@/lib/session';
import { getLoggedUser } from './api/get-logged-user';
import { notifyLoginError, verifyStoredSession } from './lib/verify-session';

/** Long enough for a navigation under way to replace the page; short for a real sign-out. */
const RETRY_PAUSE_MS = 1500;

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
    pauseBeforeRetry: () => new Promise((resolve) => window.setTimeout(resolve, RETRY_PAUSE_MS)),
  });
}
