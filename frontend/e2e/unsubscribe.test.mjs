// The newsletter's unsubscribe link: opening it (as a mail scanner does) only asks, with a
// button; the button unsubscribes. In English, and in Italian for an Italian browser.
// scripts/e2e.sh exports E2E_NEWSLETTER_ADMIN_LINK: the admin's export gives each
// subscriber's link.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, launch, withPage as withPageOf } from './support/browser.mjs';

const ADMIN_LINK = process.env.E2E_NEWSLETTER_ADMIN_LINK;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

let adminToken;
async function adminSession() {
  if (adminToken) return adminToken;
  const token = new URL(ADMIN_LINK).searchParams.get('token');
  const response = await fetch(`${baseUrl()}/api/users/one-time-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  assert.equal(response.status, 200, 'the admin link signs in');
  adminToken = (await response.json()).token;
  return adminToken;
}

/** Each current subscriber's unsubscribe link, by address. */
async function unsubscribeLinks() {
  const response = await fetch(`${baseUrl()}/api/newsletter/subscribers.csv`, {
    headers: { authorization: `Bearer ${await adminSession()}` },
  });
  assert.equal(response.status, 200);
  const rows = (await response.text()).trim().split('\n').slice(1);
  return new Map(rows.map((row) => { const cells = row.trim().split(','); return [cells[0], cells.at(-1)]; }));
}

/** Signs `email` up through the site's own newsletter block (captcha solved in the browser). */
async function subscribe(page, email) {
  await page.goto(`${baseUrl()}/piemonte-property-news/1`, { waitUntil: 'networkidle' });
  const block = page.getByRole('region', { name: 'Get the lastest!' });
  await block.getByPlaceholder('Email').fill(email);
  await block.getByRole('checkbox').check();
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await block.getByText('Thank you!').waitFor({ timeout: 30_000 });
}

/** The link as a path on the server under test, whatever host it names. */
const onServer = (link) => { const url = new URL(link); return `${baseUrl()}${url.pathname}${url.search}`; };

const cases = [
  { language: 'en-GB', button: 'Unsubscribe', question: 'Do you want to stop receiving the Langhe Property newsletter at this address?', done: 'You have been unsubscribed. You will not receive the newsletter any more.' },
  { language: 'it-IT', button: "Annulla l'iscrizione", question: 'Vuoi smettere di ricevere la newsletter di Langhe Property a questo indirizzo?', done: 'La tua iscrizione è stata annullata. Non riceverai più la newsletter.' },
];

for (const { language, button, question, done } of cases) {
  test(`the unsubscribe link asks first and the button unsubscribes (${language})`, { skip: ADMIN_LINK ? false : 'E2E_NEWSLETTER_ADMIN_LINK is not set' }, async () => {
    const email = `leaving-${language.toLowerCase()}-${Date.now()}@example.com`;
    await withPageOf(browser, async ({ page }) => {
      await subscribe(page, email);
      const link = (await unsubscribeLinks()).get(email);
      assert.ok(link, `${email} is in the export`);

      await page.setExtraHTTPHeaders({ 'accept-language': `${language},en;q=0.5` });
      await page.goto(onServer(link));
      await page.getByText(question).waitFor();
      assert.ok((await unsubscribeLinks()).has(email), 'opening the link changed nothing');
      const axe = await new AxeBuilder({ page }).analyze();
      assert.deepEqual(axe.violations.map((v) => v.id), [], 'accessibility');

      await page.getByRole('button', { name: button }).click();
      await page.getByRole('status').filter({ hasText: done }).waitFor();
      assert.ok(!(await unsubscribeLinks()).has(email), 'the button unsubscribed');
    });
  });
}
