// Signing staff in through one-time links (`langhe create-user`, made by support/staff.mjs).
import assert from 'node:assert/strict';
import { baseUrl, inSession } from './browser.mjs';

/** The link's token, used against the server under test whatever host the link names. */
export const signInPath = (link) => `/sign-in?token=${encodeURIComponent(new URL(link).searchParams.get('token'))}`;

/** Spends `link` (each serves once) and waits until the header offers Sign out. */
export async function signInWithLink(page, link) {
  await page.goto(`${baseUrl()}${signInPath(link)}`);
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 15_000 });
}

/** Spends `link` in a page of its own and returns the session it stored, for `plantSession`. */
export async function sessionFromLink(browser, link) {
  return inSession(browser, {}, async ({ page }) => {
    await signInWithLink(page, link);
    return page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
  });
}

/**
 * Puts a session into the browser's storage from a same-origin page that runs no app
 * (robots.txt): a page of the site would start its own session check, which may run after the
 * storage is written (hydration yields to the browser) and act on the planted session itself.
 */
export async function plantSession(page, { token, user }) {
  await page.goto(`${baseUrl()}/robots.txt`);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    { token, user },
  );
}

/** Opens a staff screen without a session: the page is there (200), asks to sign in, lists nothing. */
export async function expectStaffScreenClosed(page, path, prompt) {
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  assert.equal(response.status(), 200);
  await page.getByText(prompt).waitFor();
  assert.equal(await page.getByRole('table').count(), 0);
}
