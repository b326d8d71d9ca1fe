// Signing staff in through the one-time links scripts/e2e.sh prints (`langhe create-user`).
import { baseUrl } from './browser.mjs';

/** The link's token, used against the server under test whatever host the link names. */
export const signInPath = (link) => `/sign-in?token=${encodeURIComponent(new URL(link).searchParams.get('token'))}`;

/** Spends `link` (each serves once) and waits until the header offers Sign out. */
export async function signInWithLink(page, link) {
  await page.goto(`${baseUrl()}${signInPath(link)}`);
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 15_000 });
}
