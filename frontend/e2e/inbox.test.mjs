// The staff inbox (issue 5): an enquiry sent through the site's own forms (captcha solved in
// the browser) appears newest first with its delivery status and a link to its property;
// agents read it and see how many home alerts are active, only admins get the subscriber and
// alert exports.
// scripts/e2e.sh exports E2E_INBOX_ADMIN_LINK and E2E_INBOX_AGENT_LINK: one-time links of
// their own, because staff.test.mjs spends E2E_ADMIN_LINK and E2E_AGENT_LINK.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { codeSnifferErrors } from './support/html-codesniffer.mjs';
import { baseUrl, launch, withPage as withPageOf } from './support/browser.mjs';
import { allVisibleProperties } from './support/api.mjs';
import { expectStaffScreenClosed, signInWithLink as signIn } from './support/session.mjs';

const ADMIN_LINK = process.env.E2E_INBOX_ADMIN_LINK;
const AGENT_LINK = process.env.E2E_INBOX_AGENT_LINK;
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

test('an admin reads the new enquiries newest first, with status and property link, the active alert count, and exports subscribers and alerts', { skip: ADMIN_LINK ? false : 'E2E_INBOX_ADMIN_LINK is not set' }, async () => {
  await formsSent();
  await withPage(async ({ page, consoleErrors }) => {
    await signIn(page, ADMIN_LINK);
    await page.getByRole('link', { name: 'Enquiries' }).click();
    await page.waitForURL((url) => url.pathname === INBOX);

    const table = page.getByRole('table', { name: 'Enquiries, newest first, with their delivery status' });
    await table.waitFor({ timeout: 10_000 });
    const names = await table.locator('tbody tr td:nth-of-type(2)').allTextContents();
    const enquiryRow = names.indexOf(enquiryName);
    const contactRow = names.indexOf(contactName);
    assert.ok(enquiryRow >= 0 && contactRow >= 0, `both sent messages listed: ${names.join(', ')}`);
    assert.ok(enquiryRow < contactRow, 'the later enquiry comes first');

    const row = table.locator('tbody tr').nth(enquiryRow);
    assert.match(await row.textContent(), /Property enquiry/);
    assert.match(await row.locator('td').last().textContent(), /^(Pending|Sending|Sent|Failed)/);
    const mail = row.getByRole('link', { name: 'enquirer@example.com' });
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

    await row.getByRole('link', { name: enquiryRef }).click();
    await page.waitForURL((url) => url.pathname === `/property/for-sale/in-italy/${enquiryRef}`);
    // The property page's map asks Mapbox, which the test itself blocks; that is not our error.
    assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
  });
});

test('an agent reads the inbox and the active alert count but gets no export', { skip: AGENT_LINK ? false : 'E2E_INBOX_AGENT_LINK is not set' }, async () => {
  await formsSent();
  await withPage(async ({ page }) => {
    await signIn(page, AGENT_LINK);
    await page.goto(`${baseUrl()}${INBOX}`);
    const table = page.getByRole('table', { name: 'Enquiries, newest first, with their delivery status' });
    await table.getByText(enquiryName, { exact: true }).waitFor({ timeout: 10_000 });
    assert.equal(await page.getByRole('button', { name: 'Download subscribers (CSV)' }).count(), 0);
    await activeAlertCount(page);
    assert.equal(await page.getByRole('button', { name: 'Download home alerts (CSV)' }).count(), 0, 'the alert export is the admin\'s');
  });
});

test('a visitor opening the inbox is asked to sign in and sees no enquiry', async () => {
  await withPage(async ({ page }) => {
    await expectStaffScreenClosed(page, INBOX, 'Sign in as an admin or agent to read enquiries.');
    assert.equal(await page.getByRole('link', { name: 'Enquiries' }).count(), 0);
    assert.equal(await page.getByText(/active home alert/).count(), 0, 'the alert count is for staff');
  });
});
