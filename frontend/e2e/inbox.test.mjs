// The staff inbox (issues 5 and 26): an enquiry sent through the site's own forms (captcha
// solved in the browser) appears newest first with its delivery status, opens to show what
// the visitor wrote and links its property; agents read it and see how many home alerts are
// active, only admins get the subscriber and alert exports. With mail off (a server of its
// own), the inbox is where enquiries are read: unread and read, the search, desktop and phone.
// Its accounts, inbox-admin@example.com and inbox-agent@example.com, are made here
// (support/staff.mjs).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { codeSnifferErrors } from './support/html-codesniffer.mjs';
import { baseUrl, inSession, launch, withPage as withPageOf } from './support/browser.mjs';
import { allVisibleProperties } from './support/api.mjs';
import { expectStaffScreenClosed, signInWithLink as signIn } from './support/session.mjs';
import { startOwnServer } from './support/own-server.mjs';
import { staffSignInLink } from './support/staff.mjs';

const INBOX = '/staff/enquiries';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const withPage = (body) => withPageOf(browser, body);

/** Sent before any staff test so the inbox has a known newest pair. */
const stamp = Date.now();
const contactName = `Inbox Contact ${stamp}`;
const enquiryName = `Inbox Enquiry ${stamp}`;
let enquiryRef;

async function sendThroughTheForms() {
  await withPage(async ({ page }) => {
    await page.goto(`${baseUrl()}/contact-langhe-property`, { waitUntil: 'networkidle' });
    await page.getByLabel('Name', { exact: true }).fill(contactName);
    await page.getByLabel('Email', { exact: true }).fill('contact@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Do you have a house in La Morra?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message sent successfully!').waitFor({ timeout: 30_000 });

    enquiryRef = (await allVisibleProperties()).properties[0].ref;
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${enquiryRef}`, { waitUntil: 'networkidle' });
    const form = page.getByRole('region', { name: 'Enquire about this property!' });
    await form.getByLabel('Name').fill(enquiryName);
    await form.getByLabel('Email').fill('enquirer@example.com');
    await form.getByLabel('Message').fill('Is it still available?');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByText('The message was sent successfully!').waitFor({ timeout: 30_000 });
  });
}

/** The staff's line counting the active (confirmed) saved-search alerts, read as a number. */
async function activeAlertCount(page) {
  const line = page.getByText(/^\d+ active home alerts?$/);
  await line.waitFor({ timeout: 10_000 });
  const [, count, plural] = (await line.textContent()).match(/^(\d+) active home alert(s?)$/);
  assert.equal(plural === '', count === '1', 'singular for one alert only');
  return Number(count);
}

let sent;
const formsSent = () => (sent ??= sendThroughTheForms());

test('an admin reads the new enquiries newest first, with status and property link, the active alert count, and exports subscribers and alerts', async () => {
  await formsSent();
  await withPage(async ({ page, consoleErrors }) => {
    await signIn(page, await staffSignInLink('inbox-admin@example.com'));
    await page.getByRole('link', { name: 'Enquiries' }).click();
    await page.waitForURL((url) => url.pathname === INBOX);

    const list = page.getByRole('list', { name: 'Enquiries, newest first' });
    await list.waitFor({ timeout: 10_000 });
    const headings = await list.getByRole('heading', { level: 2 }).allTextContents();
    const enquiryRow = headings.findIndex((text) => text.startsWith(enquiryName));
    const contactRow = headings.findIndex((text) => text.startsWith(contactName));
    assert.ok(enquiryRow >= 0 && contactRow >= 0, `both sent messages listed: ${headings.join(', ')}`);
    assert.ok(enquiryRow < contactRow, 'the later enquiry comes first');

    const row = list.getByRole('listitem').nth(enquiryRow);
    assert.match(await row.textContent(), /Property enquiry/);
    // LANGHE_MAIL=eml here: the worker writes each mail to a file.
    assert.match(await row.textContent(), /Waiting to be sent|Sending|Sent|Will retry at|Failed/);
    const toggle = row.getByRole('button', { name: new RegExp(`^${enquiryName}`) });
    await toggle.click();
    await row.locator(`#${await toggle.getAttribute('aria-controls')}`).getByText('Is it still available?', { exact: true }).waitFor();
    const mail = row.getByRole('link', { name: 'enquirer@example.com', exact: true });
    assert.equal(await mail.getAttribute('href'), 'mailto:enquirer@example.com');

    const axe = await new AxeBuilder({ page }).include('main').analyze();
    assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], 'accessibility');
    assert.deepEqual(await codeSnifferErrors(page, 'main'), [], 'accessibility (HTML_CodeSniffer)');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download subscribers (CSV)' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'newsletter-subscribers.csv');
    const csv = await readFile(await download.path(), 'utf8');
    assert.ok(csv.startsWith('email,consent_at,subscribed_at,confirmed_at,unsubscribe_url'), csv);

    const count = await activeAlertCount(page);
    const [alertsDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download home alerts (CSV)' }).click(),
    ]);
    assert.equal(alertsDownload.suggestedFilename(), 'home-alerts.csv');
    const alertsCsv = await readFile(await alertsDownload.path(), 'utf8');
    const [header, ...rows] = alertsCsv.trimEnd().split('\r\n');
    assert.equal(header, 'email,filters,language,consent_at,confirmed_at,last_mailed_at,manage_url');
    assert.equal(rows.length, count, 'one row per active alert the count line names');

    await row.getByRole('link', { name: new RegExp(`^${enquiryRef} · `) }).click();
    await page.waitForURL((url) => url.pathname === `/property/for-sale/in-italy/${enquiryRef}`);
    // The property page's map asks Mapbox, which the test itself blocks; that is not our error.
    assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
  });
});

test('an agent reads the inbox and the active alert count but gets no export', async () => {
  await formsSent();
  await withPage(async ({ page }) => {
    await signIn(page, await staffSignInLink('inbox-agent@example.com', 'agent'));
    await page.goto(`${baseUrl()}${INBOX}`);
    const list = page.getByRole('list', { name: 'Enquiries, newest first' });
    await list.getByRole('button', { name: new RegExp(`^${enquiryName}`) }).waitFor({ timeout: 10_000 });
    assert.equal(await page.getByRole('button', { name: 'Download subscribers (CSV)' }).count(), 0);
    await activeAlertCount(page);
    assert.equal(await page.getByRole('button', { name: 'Download home alerts (CSV)' }).count(), 0, 'the alert export is the admin\'s');
  });
});

test('a visitor opening the inbox is asked to sign in and sees no enquiry', async () => {
  await withPage(async ({ page }) => {
    // The server renders the screen (signed out, as it renders every page), so the browser
    // hydrates what it drew instead of failing over an empty page.
    const served = await (await fetch(`${baseUrl()}${INBOX}`)).text();
    assert.match(served, /<h1>Enquiries<\/h1>/, 'the server drew the inbox');
    await expectStaffScreenClosed(page, INBOX, 'Sign in as an admin or agent to read enquiries.');
    assert.equal(await page.getByRole('list', { name: 'Enquiries, newest first' }).count(), 0, 'no enquiry listed');
    assert.equal(await page.getByRole('link', { name: 'Enquiries' }).count(), 0);
    assert.equal(await page.getByText(/active home alert/).count(), 0, 'the alert count is for staff');
  });
});

// With mail off (LANGHE_MAIL=none, the default setting) nothing leaves the site: the inbox is
// where the consultant reads enquiries. A server of its own, with the demo's properties.
describe('with mail off', () => {
  let server;
  let property;
  const visitor = `Mail Off Visitor ${stamp}`;
  const message = `Could we visit on Saturday ${stamp}?\nWe fly in on Friday.`;

  before(async () => {
    server = await startOwnServer({ LANGHE_MAIL: 'none', LANGHE_DEMO_CONTENT: 'true', LANGHE_SEND_RATE_PER_MINUTE: '1000' });
    const listing = await (await fetch(`${server.url}/api/properties?skip=0&take=1`)).json();
    const { ref } = listing.properties[0];
    property = await (await fetch(`${server.url}/api/properties/${ref}`)).json();
    await inSession(browser, { siteUrl: server.url }, async ({ page }) => {
      await page.goto(`${server.url}/property/for-sale/in-italy/${property.ref}`, { waitUntil: 'networkidle' });
      const form = page.getByRole('region', { name: 'Enquire about this property!' });
      await form.getByLabel('Name').fill(visitor);
      await form.getByLabel('Email').fill('mail-off@example.com');
      await form.getByLabel('Message').fill(message);
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await page.getByText('The message was sent successfully!').waitFor({ timeout: 30_000 });
    });
  });

  after(async () => { await server?.stop(); });

  /** Signs `email` in on this server in `page` and opens the inbox. */
  async function openInbox(page, email, query = '') {
    await page.goto(`${server.url}/sign-in?token=${encodeURIComponent(server.signInToken(email))}`);
    await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 15_000 });
    await page.goto(`${server.url}${INBOX}${query}`);
    const list = page.getByRole('list', { name: 'Enquiries, newest first' });
    await list.waitFor({ timeout: 10_000 });
    return list;
  }

  async function expectAccessible(page, what) {
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], `accessibility ${what}`);
    assert.deepEqual(await codeSnifferErrors(page, 'main'), [], `accessibility ${what} (HTML_CodeSniffer)`);
  }

  async function expectNoSidewaysScroll(page, what) {
    const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    assert.ok(scrollWidth <= width, `${what}: the page is ${scrollWidth}px wide in a ${width}px window`);
  }

  const itemOf = (list) => list.getByRole('listitem').filter({ has: list.page().getByRole('button', { name: new RegExp(`^${visitor}`) }) });

  test('the consultant reads the message and its property, marks it read and unread, and finds it by search (desktop)', async () => {
    await inSession(browser, { siteUrl: server.url }, async ({ page, consoleErrors }) => {
      const list = await openInbox(page, 'mail-off-admin@example.com');
      await page.getByText('1 unread enquiry', { exact: true }).waitFor();
      const item = itemOf(list);
      assert.match(await item.textContent(), /Mail is off: read enquiries here/);
      assert.match(await item.textContent(), /Unread/);
      await expectAccessible(page, 'closed');

      const toggle = item.getByRole('button', { name: new RegExp(`^${visitor}`) });
      await toggle.focus();
      await page.keyboard.press('Enter');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      const shown = item.locator(`#${await toggle.getAttribute('aria-controls')}`);
      assert.equal(await shown.getByRole('heading').first().textContent(), 'Message', 'the message comes first');
      assert.equal(await shown.getByText(/Could we visit on Saturday/).textContent(), message);
      const link = shown.getByRole('link', { name: `${property.ref} · ${property.title}` });
      assert.equal(await link.getAttribute('href'), `/property/for-sale/in-italy/${property.ref}`);
      await page.getByText('No unread enquiries', { exact: true }).waitFor();
      assert.doesNotMatch(await toggle.textContent(), /Unread/);
      await expectAccessible(page, 'open');

      await page.reload();
      await page.getByText('No unread enquiries', { exact: true }).waitFor({ timeout: 10_000 });
      await page.getByRole('link', { name: 'Unread (0)' }).click();
      await page.getByText('No unread enquiries.', { exact: true }).waitFor();

      await page.getByRole('link', { name: 'All', exact: true }).click();
      await itemOf(list).getByRole('button', { name: new RegExp(`^${visitor}`) }).click();
      await itemOf(list).getByRole('button', { name: 'Mark as unread' }).click();
      await page.getByText('1 unread enquiry', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Unread (1)' }).click();
      await itemOf(list).waitFor();

      const search = page.getByRole('searchbox', { name: 'Search enquiries' });
      await search.fill(`SATURDAY ${stamp}`);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === `SATURDAY ${stamp}`);
      await itemOf(list).waitFor();
      await search.fill('no enquiry says this');
      await search.press('Enter');
      await page.getByText('No enquiry matches “no enquiry says this”.').waitFor();
      await page.getByRole('link', { name: 'Clear search' }).click();
      await itemOf(list).waitFor();
      assert.deepEqual(consoleErrors, []);
    });
  });

  test('on a 390 px phone the inbox is a list of cards, nothing cut off at the side', async () => {
    await inSession(browser, { siteUrl: server.url, viewport: { width: 390, height: 844 } }, async ({ page, consoleErrors }) => {
      const list = await openInbox(page, 'mail-off-phone@example.com');
      await expectNoSidewaysScroll(page, 'closed');
      const item = itemOf(list);
      const box = await item.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `the card fits: ${JSON.stringify(box)}`);
      const toggle = item.getByRole('button', { name: new RegExp(`^${visitor}`) });
      await toggle.click();
      const shown = item.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await shown.getByText(/Could we visit on Saturday/).waitFor();
      const card = await shown.boundingBox();
      assert.ok(card.x >= 0 && card.x + card.width <= 390, `the open card fits: ${JSON.stringify(card)}`);
      await expectNoSidewaysScroll(page, 'open');
      await expectAccessible(page, 'on a phone');
      assert.deepEqual(consoleErrors, []);
    });
  });
});
