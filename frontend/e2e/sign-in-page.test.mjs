// The consultant's way in from the address she is given (issue 43): /sign-in (and /it/accesso)
// asks for a link by e-mail itself, with no key sequence to type (a phone's keyboard may not
// report the keys at all). The mailed link signs her in; after signing out, her browser keeps
// the header's "Sign in", as the spec keeps it for a former Google user, while a stranger's
// browser never shows it. On a desktop and a 390 px phone, JavaScript on.
// Its accounts (firstuse-desktop@ and firstuse-phone@example.com, admins) are made here
// (support/staff.mjs); their links come by mail, so the ones create-user prints are not spent.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, inSession, launch } from './support/browser.mjs';
import { linkIn, openLink, signInMailsTo } from './support/sign-in-mail.mjs';
import { staffSignInLink } from './support/staff.mjs';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, email: 'firstuse-desktop@example.com' },
  { name: '390 px phone', viewport: { width: 390, height: 844 }, email: 'firstuse-phone@example.com' },
];

let browser;
before(async () => {
  for (const { email } of SCREENS) await staffSignInLink(email);
  browser = await launch();
});
after(async () => { await browser?.close(); });

const ITALIAN_ON_ITS_WAY =
  'Se questo indirizzo appartiene al personale del sito, Le stiamo inviando un link di accesso. Il link vale una sola volta, entro 30 minuti.';

for (const { name, viewport, email } of SCREENS) {
  test(`on a ${name}: /sign-in mails her a link that signs her in, and her browser keeps the way back in`, () =>
    inSession(browser, { viewport }, async ({ page, consoleErrors }) => {
      await page.goto(`${baseUrl()}/sign-in`);
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      // On a phone the form is there to tap: no key sequence, no dialog.
      await page.getByLabel('Your e-mail address').fill(email);
      await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
      await page.getByRole('status').filter({ hasText: 'a sign-in link is on its way' }).waitFor({ timeout: 30_000 });

      const [mail] = await signInMailsTo(email, 1);
      assert.match(mail, /Next time, ask for a new link at \S+\/sign-in \(worth a bookmark\)\./);
      await openLink(page, linkIn(mail));

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('dialog', { name: 'Sign in' }).getByLabel('Your e-mail address').waitFor();
      // The list she lands on draws its map from Mapbox, which the test page may not reach.
      assert.deepEqual(consoleErrors.filter((error) => !/mapbox|net::ERR_FAILED/.test(error)), []);
    }));
}

test('on a 390 px phone: /it/accesso asks in Italian, and a stranger sees no sign-in button on the site', () =>
  inSession(browser, { viewport: { width: 390, height: 844 } }, async ({ page }) => {
    await page.goto(`${baseUrl()}/it/accesso`);
    await page.getByRole('heading', { level: 1, name: 'Accesso' }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'it');
    await page.getByLabel('Il Suo indirizzo e-mail').fill('nessuno');
    await page.getByRole('button', { name: 'Ricevere il link di accesso per e-mail' }).click();
    await page.getByText('Inserisca un indirizzo e-mail valido').waitFor();
    await page.getByLabel('Il Suo indirizzo e-mail').fill('nessuno@example.com');
    await page.getByRole('button', { name: 'Ricevere il link di accesso per e-mail' }).click();
    await page.getByRole('status').filter({ hasText: ITALIAN_ON_ITS_WAY }).waitFor({ timeout: 30_000 });

    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    assert.equal(await page.getByRole('button', { name: 'Sign in' }).count(), 0, 'the public pages keep it hidden');
  }));
