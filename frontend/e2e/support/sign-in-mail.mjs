// Signing in as the consultant does (issue 26): the key sequence reveals "Sign in", its dialog
// mails a one-time link (the self-hosted captcha solves itself in the browser), and the link,
// read from the .eml file the server wrote (scripts/e2e.sh runs it with LANGHE_MAIL=eml and
// exports E2E_MAIL_DIR), signs her in.
import assert from 'node:assert/strict';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, waitForApp } from './browser.mjs';
import { decoded, MAIL_DIR, onServer } from './mail.mjs';

export const SIGN_IN_SUBJECT = 'Your sign-in link - Langhe Property';
export const ON_ITS_WAY = "If this address belongs to the site's staff, a sign-in link is on its way to it. The link works once, within 30 minutes.";

/** The sign-in mails to `email`, oldest first, once there are `count` of them. */
export async function signInMailsTo(email, count) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const mails = [];
    for (const name of await readdir(MAIL_DIR).catch(() => [])) {
      if (!name.endsWith('.eml')) continue;
      const file = path.join(MAIL_DIR, name);
      const text = await readFile(file, 'utf8');
      if (text.includes(`\r\nTo: ${email}\r\n`) && text.includes(`Subject: ${SIGN_IN_SUBJECT}`)) {
        mails.push({ text: decoded(text), written: (await stat(file)).mtimeMs });
      }
    }
    if (mails.length >= count) return mails.sort((a, b) => a.written - b.written).map((mail) => mail.text);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} sign-in mails to ${email} in ${MAIL_DIR}`);
}

export const linkIn = (mail) => mail.match(/https?:\/\/\S*\/sign-in\?token=\S+/)?.[0];

export async function expectDialogAxeClean(page, what) {
  const axe = await new AxeBuilder({ page }).include('dialog').analyze();
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`), [], `accessibility of ${what}`);
}

/** Reveals the sign-in button with the key sequence, and asks for a link by mail in its dialog. */
export async function askForLink(page, email, { keep = false, checkAxe = false } = {}) {
  await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
  // The keys are watched from an effect of the hydrated header: typed earlier, on a loaded
  // machine, they reach a served page that ignores them and "Sign in" never shows.
  await waitForApp(page);
  const config = JSON.parse((await page.textContent('#site-config')) ?? '{}');
  await page.keyboard.type(config.signInSequence);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.waitFor();
  if (checkAxe) await expectDialogAxeClean(page, 'the sign-in dialog');
  if (keep) await dialog.getByLabel('Keep me signed in for 30 days (only on a device of your own)').check();
  await dialog.getByLabel('Your e-mail address').fill('not an address');
  await dialog.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await dialog.getByText('Please enter a valid email address').waitFor();
  await dialog.getByLabel('Your e-mail address').fill(email);
  await dialog.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await dialog.getByRole('status').filter({ hasText: ON_ITS_WAY }).waitFor({ timeout: 30_000 });
  if (checkAxe) await expectDialogAxeClean(page, 'the sign-in dialog, link asked for');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** Opens the mailed link: signed in, on the list of homes. */
export async function openLink(page, link) {
  await page.goto(onServer(link));
  await page.waitForURL(/\/piedmont-property-for-sale\/1$/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/**
 * Reloads: still signed in (the start-up session check passed). Waits for that check's own
 * answer, not for a quiet network: beside a CPU burner the list page's reload never went 500 ms
 * without a request within 30 s (its pictures and map), and the test failed there.
 */
export async function expectStillSignedIn(page) {
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/logged', { timeout: 30_000 });
  await page.reload({ waitUntil: 'domcontentloaded' });
  assert.equal((await checked).status(), 200, 'the start-up session check accepts the session');
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  assert.equal(await page.getByText('User not found').count(), 0);
}
