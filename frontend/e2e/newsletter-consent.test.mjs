// Newsletter consent, end to end: a sign-up in the site's own block mails the subscriber a
// confirmation link (an .eml file: scripts/e2e.sh runs the server with LANGHE_MAIL=eml and
// exports E2E_MAIL_DIR); opening it (as a mail scanner does) only asks, with a button; the
// button confirms, and only then is the address in the admin's export. The same mail carries
// List-Unsubscribe (https) and List-Unsubscribe-Post; that link too only asks, and its button
// unsubscribes. In English, and in Italian for an Italian browser.
// The export is read as newsletter-admin@example.com, an account made here (support/staff.mjs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { codeSnifferErrors } from './support/html-codesniffer.mjs';
import { decoded, mailTo, onServer } from './support/mail.mjs';
import { baseUrl, launch, withPage as withPageOf } from './support/browser.mjs';
import { staffSignInLink } from './support/staff.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

let adminToken;
async function adminSession() {
  if (adminToken) return adminToken;
  const token = new URL(await staffSignInLink('newsletter-admin@example.com')).searchParams.get('token');
  const response = await fetch(`${baseUrl()}/api/users/one-time-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  assert.equal(response.status, 200, 'the admin link signs in');
  adminToken = (await response.json()).token;
  return adminToken;
}

/** The addresses in the admin's export. */
async function exported() {
  const response = await fetch(`${baseUrl()}/api/newsletter/subscribers.csv`, {
    headers: { authorization: `Bearer ${await adminSession()}` },
  });
  assert.equal(response.status, 200);
  const rows = (await response.text()).trim().split('\n').slice(1);
  // Every cell is quoted: '"anna@example.com",…'.
  return new Set(rows.map((row) => row.trim().split(',')[0].replaceAll('"', '')));
}

/** Signs `email` up through the site's own newsletter block (captcha solved in the browser). */
async function subscribe(page, email) {
  await page.goto(`${baseUrl()}/piemonte-property-news/1`, { waitUntil: 'networkidle' });
  const block = page.getByRole('region', { name: 'Get the lastest!' });
  await block.getByPlaceholder('Email').fill(email);
  await block.getByRole('checkbox').check();
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await block.getByText('Thank you!').waitFor({ timeout: 30_000 });
  await block.getByText('Please check your inbox: open the link we have sent you to confirm your subscription.').waitFor();
}

const cases = [
  {
    language: 'en-GB',
    confirm: { button: 'Confirm subscription', question: 'Do you want to receive the Langhe Property newsletter at this address?', done: 'Thank you! You have successfully joined our subscriber list.' },
    leave: { button: 'Unsubscribe', question: 'Do you want to stop receiving the Langhe Property newsletter at this address?', done: 'You have been unsubscribed. You will not receive the newsletter any more.' },
  },
  {
    language: 'it-IT',
    confirm: { button: "Conferma l'iscrizione", question: 'Desidera ricevere la newsletter di Langhe Property a questo indirizzo?', done: 'Grazie! La sua iscrizione alla newsletter è confermata.' },
    leave: { button: "Annulla l'iscrizione", question: 'Desidera smettere di ricevere la newsletter di Langhe Property a questo indirizzo?', done: 'La sua iscrizione è stata annullata. Non riceverà più la newsletter.' },
  },
];

/** Opens a mailed link: the page asks and changes nothing; its button does `done`. */
async function openAndPress(page, link, { button, question, done }, unchanged) {
  await page.goto(onServer(link));
  await page.getByText(question).waitFor();
  await unchanged();
  const axe = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(axe.violations.map((v) => v.id), [], 'accessibility');
  assert.deepEqual(await codeSnifferErrors(page), [], 'accessibility (HTML_CodeSniffer)');
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('status').filter({ hasText: done }).waitFor();
}

for (const { language, confirm, leave } of cases) {
  test(`a sign-up joins only through the mailed link, which asks first; its unsubscribe link too (${language})`, async () => {
    const email = `reader-${language.toLowerCase()}-${Date.now()}@example.com`;
    await withPageOf(browser, async ({ page }) => {
      await subscribe(page, email);
      assert.ok(!(await exported()).has(email), 'a pending sign-up is not exported');

      const mail = await mailTo(email);
      assert.match(mail, /\r\nList-Unsubscribe: <https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[0-9a-f]+>\r\n/);
      assert.match(mail, /\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n/);
      const confirmLink = decoded(mail).match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=[0-9a-f]+/)[0];
      const unsubscribeLink = mail.match(/List-Unsubscribe: <([^>]+)>/)[1];

      await page.setExtraHTTPHeaders({ 'accept-language': `${language},en;q=0.5` });
      await openAndPress(page, confirmLink, confirm, async () => {
        assert.ok(!(await exported()).has(email), 'opening the confirmation link changed nothing');
      });
      assert.ok((await exported()).has(email), 'the button confirmed the address');

      await openAndPress(page, unsubscribeLink, leave, async () => {
        assert.ok((await exported()).has(email), 'opening the unsubscribe link changed nothing');
      });
      assert.ok(!(await exported()).has(email), 'the button unsubscribed');
    });
  });
}
