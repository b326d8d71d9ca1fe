// Lead source (issue 27): a visitor lands on a property page from the Kyero feed's tagged
// listing URL (?utm_source=kyero&utm_medium=portal), moves around the site in the app (no
// page load: the source is kept in the page's memory, no cookie or storage), and sends a
// property enquiry from another page; the staff inbox shows the lead's source as
// "kyero / portal" and counts it in "Leads by source". Desktop and a 390 px phone, on a
// server of its own (mail off, the demo's properties).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { inSession, launch, waitForApp } from './support/browser.mjs';
import { startOwnServer } from './support/own-server.mjs';

const INBOX = '/staff/enquiries';
const stamp = Date.now();

let browser;
let server;
let ref;

before(async () => {
  browser = await launch();
  server = await startOwnServer({ LANGHE_MAIL: 'none', LANGHE_DEMO_CONTENT: 'true', LANGHE_SEND_RATE_PER_MINUTE: '1000' });
  const listing = await (await fetch(`${server.url}/api/properties?skip=0&take=1`)).json();
  ref = listing.properties[0].ref;
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Lands from Kyero on `ref`'s page, goes to the list and back to a property in the app, and sends an enquiry as `visitor`. */
async function sendFromKyero(page, visitor) {
  // The cookie choice made: on a phone the banner would lie over the list.
  await page.context().addCookies([{ name: 'cookie-consent', value: 'refused', url: server.url }]);
  await page.goto(`${server.url}/property/for-sale/in-italy/${ref}?utm_source=kyero&utm_medium=portal`, { waitUntil: 'networkidle' });
  await waitForApp(page);
  const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
  assert.ok(!canonical.includes('utm_'), `the canonical link stays untagged: ${canonical}`);
  // A mark a page load would wipe: the navigation below must stay in the app.
  await page.evaluate(() => { window.landedFromKyero = true; });

  await page.getByRole('link', { name: 'Homes for sale' }).first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/piedmont-property-for-sale'));
  // A listing card's link, not a map marker (the markers overlap on the map).
  await page.locator('main a[href^="/property/for-sale/in-italy/"]:not([href$="/new"]):not(.property-marker)').first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/property/for-sale/in-italy/') && url.search === '');
  assert.equal(await page.evaluate(() => window.landedFromKyero), true, 'moved in the app, no page load');
  const cookies = JSON.stringify(await page.context().cookies());
  const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  assert.doesNotMatch(cookies + stored, /kyero|utm_/, 'the source is in no cookie and no storage');

  const form = page.getByRole('region', { name: 'Enquire about this property!' });
  await form.getByLabel('Name').fill(visitor);
  await form.getByLabel('Email').fill('kyero-visitor@example.com');
  await form.getByLabel('Message').fill('Seen on Kyero: is it still for sale?');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await page.getByText('The message was sent successfully!').waitFor({ timeout: 30_000 });
}

/** Signs `email` in as staff and opens the inbox; answers the visitor's card. */
async function openInbox(page, email, visitor) {
  await page.goto(`${server.url}/sign-in?token=${encodeURIComponent(server.signInToken(email))}`);
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 15_000 });
  await page.goto(`${server.url}${INBOX}`);
  const list = page.getByRole('list', { name: 'Enquiries, newest first' });
  await list.waitFor({ timeout: 10_000 });
  return list.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${visitor}`) }) });
}

async function expectSourceShownAndCounted(page, item, visitor) {
  assert.match(await item.textContent(), /Source: kyero \/ portal/);
  await item.getByRole('button', { name: new RegExp(`^${visitor}`) }).click();
  const source = item.getByRole('definition').filter({ hasText: /^kyero \/ portal/ });
  await source.waitFor();

  const table = page.getByRole('region', { name: 'Leads by source' }).getByRole('table');
  await table.waitFor({ timeout: 10_000 });
  const kyeroRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'kyero / portal', exact: true }) });
  assert.ok(Number(await kyeroRow.getByRole('cell').textContent()) >= 1, 'the Kyero lead is counted');

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], 'accessibility');
}

test('a visitor from the Kyero feed sends an enquiry after moving around; the inbox shows and counts the source (desktop)', async () => {
  const visitor = `Kyero Desktop ${stamp}`;
  await inSession(browser, { siteUrl: server.url }, async ({ page }) => sendFromKyero(page, visitor));
  await inSession(browser, { siteUrl: server.url }, async ({ page, consoleErrors }) => {
    const item = await openInbox(page, 'lead-source-admin@example.com', visitor);
    await expectSourceShownAndCounted(page, item, visitor);
    assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
  });
});

test('the same on a 390 px phone, nothing cut off at the side', async () => {
  const visitor = `Kyero Phone ${stamp}`;
  const phone = { siteUrl: server.url, viewport: { width: 390, height: 844 } };
  await inSession(browser, phone, async ({ page }) => sendFromKyero(page, visitor));
  await inSession(browser, phone, async ({ page, consoleErrors }) => {
    const item = await openInbox(page, 'lead-source-phone@example.com', visitor);
    await expectSourceShownAndCounted(page, item, visitor);
    const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    assert.ok(scrollWidth <= width, `the page is ${scrollWidth}px wide in a ${width}px window`);
    assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
  });
});
