import { browserStorage } from '@/lib/browser-storage';

/** Local storage: how many other sign-in links were asked for in her name before this sign-in. */
export const SIGN_IN_LINK_REQUESTS_KEY = 'signInLinkRequests';

/** Keeps what a sign-in answered (`signInLinkRequests`) for the notice; nothing when nobody else asked. */
export function rememberSignInLinkRequests(count: number) {
  const storage = browserStorage();
  if (!storage) return;
  if (count > 0) storage.setItem(SIGN_IN_LINK_REQUESTS_KEY, String(count));
  else storage.removeItem(SIGN_IN_LINK_REQUESTS_KEY);
}

/** The count kept, 0 when none (or not a count). */
export function signInLinkRequests(): number {
  const value = Number(browserStorage()?.getItem(SIGN_IN_LINK_REQUESTS_KEY) ?? 0);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

export function forgetSignInLinkRequests() {
  browserStorage()?.removeItem(SIGN_IN_LINK_REQUESTS_KEY);
}

export function signInLinkNoticeText(count: number): string {
  const links = count === 1 ? 'sign-in link was' : 'sign-in links were';
  const them = count === 1 ? 'it' : 'them';
  return (
    `${count} ${links} requested for your address since your last sign-in. ` +
    `If you did not ask for ${them}, someone else did: links only ever go to your mailbox, and nobody signs in without one.`
  );
}
