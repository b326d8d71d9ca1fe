// A listing's status beyond sold (issue #29), as the consultant sets it and a buyer sees it:
// she lowers the price of a fixture listing, marks it under offer and, the owner agreeing,
// shows the reduction; the public page's price box and the list's card then say "Under offer"
// and "Reduced on <today>", on a desktop and a 390 px phone, axe-clean; the editor lists the
// price change with who made it. The consultant, status-admin@example.com, is an account made
// here (support/staff.mjs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, expectToast, inSession, launch, waitForApp, withPage, clickInApp } from './support/browser.mjs';
import { getJson } from './support/api.mjs';
import { plantSession, sessionFromLink } from './support/session.mjs';
import { staffSignInLink } from './support/staff.mjs';

/** A fixture listing (scripts/e2e.sh) no other suite changes. */
const REF = '870';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

let browser;
let session;
before(async () => {
  browser = await launch();
  session = await sessionFromLink(browser, await staffSignInLink('status-admin@example.com'));
});
after(async () => {
  await browser?.close();
});

/** Today in Rome as the site writes it: '27 November 2026'. */
function romeToday() {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()).split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** The list page (1, 2, …) whose server-drawn cards include REF. */
async function listPageHolding(reference) {
  // React's server render may put a comment between the two texts of 'Ref: {ref}'.
  const card = new RegExp(`Ref: (<!-- -->)?${reference}<`);
  for (let page = 1; page <= 30; page += 1) {
    const html = await (await fetch(`${baseUrl()}/piedmont-property-for-sale/${page}`)).text();
    if (card.test(html)) return page;
  }
  throw new Error(`no list page shows ${reference}`);
}

test('the consultant marks a home under offer and shows its reduction; the editor lists the change', async () => {
  const before = await getJson(`/api/properties/${REF}`);
  assert.equal(before.under_offer, false);
  const lowered = before.price - 25_000;
  await inSession(browser, { viewport: { width: 1280, height: 900 } }, async ({ page, context }) => {
    await plantSession(page, session);
    await context.addCookies([{ name: 'cookie-consent', value: 'refused', url: baseUrl() }]);
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${REF}`);
    await clickInApp(page.getByRole('button', { name: 'Edit property' }));
    await page.getByLabel('Price (€)').fill(String(lowered));
    await page.getByLabel('Under offer').check();
    await page.getByLabel(/Show price reductions to visitors/).check();
    await page.getByRole('button', { name: 'Save property' }).click();
    await expectToast(page, 'Saved');

    const staff = await page.evaluate(async (reference) => {
      const response = await fetch(`/api/properties/${reference}`, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
      return response.json();
    }, REF);
    const last = staff.price_history.at(-1);
    assert.deepEqual([last.old_price, last.new_price, last.changed_by], [before.price, lowered, 'status-admin@example.com']);

    // Opened again, the editor shows the change and who made it.
    await page.reload();
    await clickInApp(page.getByRole('button', { name: 'Edit property' }));
    await page.getByText(/^Price history \(\d+\)$/).click();
    await page.getByText(`by status-admin@example.com`).last().waitFor();
    assert.equal(await page.getByLabel('Under offer').isChecked(), true);
  });
});

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
]) {
  test(`${name}: a buyer sees "Under offer" and the dated reduction on the page and its card`, async () => {
    const detail = await getJson(`/api/properties/${REF}`);
    assert.equal(detail.under_offer, true, 'the consultant marked it first');
    const reduced = `Reduced on ${romeToday()}`;
    await withPage(browser, async ({ page, context, consoleErrors }) => {
      await page.setViewportSize(viewport);
      await context.addCookies([{ name: 'cookie-consent', value: 'refused', url: baseUrl() }]);
      await page.goto(`${baseUrl()}/property/for-sale/in-italy/${REF}`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      const main = page.getByRole('main');
      await main.getByText('Under offer', { exact: true }).first().waitFor();
      await main.getByText(reduced, { exact: true }).first().waitFor();
      const axe = await new AxeBuilder({ page }).analyze();
      assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.help}`), []);

      await page.goto(`${baseUrl()}/piedmont-property-for-sale/${await listPageHolding(REF)}`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      const card = page.getByRole('article').filter({ hasText: `Ref: ${REF}` });
      await card.getByText('Under offer', { exact: true }).waitFor();
      await card.getByText(reduced, { exact: true }).waitFor();
      // A demo listing put on the market 12 days before the site was seeded is still "New".
      const newest = await getJson('/api/properties/101');
      assert.equal(newest.is_new, true, 'demo 101 came on the market 12 days ago');
      await page.goto(`${baseUrl()}/piedmont-property-for-sale/${await listPageHolding('101')}`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      await page.getByRole('article').filter({ hasText: 'Ref: 101' }).getByText('New', { exact: true }).waitFor();
      const listAxe = await new AxeBuilder({ page }).analyze();
      assert.deepEqual(listAxe.violations.map((v) => `${v.id}: ${v.help}`), []);
      assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
    });
  });
}
