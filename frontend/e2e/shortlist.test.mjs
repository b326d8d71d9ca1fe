// Shortlist and compare (issue 28): a visitor keeps homes with the heart on list cards and on
// a property page, across pages and tabs (local storage, no cookie), compares them side by
// side on /shortlist, shares the list by link (opened in a fresh browser, saved to its own
// shortlist) and sends one enquiry naming every reference, which the staff inbox receives.
// Desktop and a 390 px phone, axe clean, on a server of its own (mail off, the demo's homes).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { inSession, launch, waitForApp } from './support/browser.mjs';
import { codeSnifferErrors } from './support/html-codesniffer.mjs';
import { startOwnServer } from './support/own-server.mjs';

const stamp = Date.now();
const LIST = '/piedmont-property-for-sale/1';

let browser;
let server;
/** Three homes on the market, as the public list names them. */
let homes;
let refs;

before(async () => {
  browser = await launch();
  server = await startOwnServer({ LANGHE_MAIL: 'none', LANGHE_DEMO_CONTENT: 'true', LANGHE_SEND_RATE_PER_MINUTE: '1000' });
  const listing = await (await fetch(`${server.url}/api/properties?skip=0&take=100`)).json();
  homes = listing.properties.filter((home) => !home.sold).slice(0, 3);
  refs = homes.map((home) => home.ref);
  assert.equal(refs.length, 3, 'the demo has three homes on the market');
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const refused = [{ name: 'cookie-consent', value: 'refused' }];

async function chooseCookies(context) {
  await context.addCookies(refused.map((cookie) => ({ ...cookie, url: server.url })));
}

function card(page, ref) {
  return page.locator('article').filter({ hasText: `Ref: ${ref}` }).first();
}

async function storedShortlist(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('shortlist') ?? '[]'));
}

async function expectAxeClean(page, what) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], `accessibility of ${what}`);
  assert.deepEqual(await codeSnifferErrors(page), [], `accessibility of ${what} (HTML_CodeSniffer)`);
}

async function expectNothingCutOff(page) {
  const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert.ok(scrollWidth <= width, `the page is ${scrollWidth}px wide in a ${width}px window`);
}

/** Keeps the first two homes from their list cards and the third from its own page. */
async function keepThreeHomes(page) {
  await page.goto(`${server.url}${LIST}`, { waitUntil: 'networkidle' });
  await waitForApp(page);
  // A card's heart names its home (a list of hearts all called "Add to shortlist" told a
  // screen reader nothing).
  for (const { ref, listing_title: title } of homes.slice(0, 2)) {
    const heart = card(page, ref).getByRole('button', { name: `Add ${title} to shortlist`, exact: true });
    await heart.click();
    await card(page, ref).getByRole('button', { name: `Remove ${title} from shortlist`, exact: true, pressed: true }).waitFor();
  }
  assert.deepEqual(await storedShortlist(page), refs.slice(0, 2));

  await page.goto(`${server.url}/property/for-sale/in-italy/${refs[2]}`, { waitUntil: 'networkidle' });
  await waitForApp(page);
  // The home's own heart says so in words; the similar homes' cards below carry icon hearts.
  await page.getByRole('button', { name: 'Add to shortlist', pressed: false }).filter({ hasText: 'Add to shortlist' }).click();
  await page.getByRole('button', { name: 'Remove from shortlist', pressed: true }).filter({ hasText: 'Remove from shortlist' }).waitFor();
  await page.getByRole('link', { name: 'Your shortlist (3)' }).click();
  await page.waitForURL((url) => url.pathname === '/shortlist');
  assert.deepEqual(await storedShortlist(page), refs);
  const cookies = await page.context().cookies();
  assert.deepEqual(cookies.map((c) => c.name), ['cookie-consent'], 'the shortlist sets no cookie');
}

async function expectComparison(page, columns) {
  const table = page.getByRole('table', { name: /The chosen homes compared/ });
  await table.waitFor({ timeout: 15_000 });
  // The homes load one by one: wait until the table holds as many as expected.
  const headers = table.getByRole('columnheader');
  const deadline = Date.now() + 15_000;
  while ((await headers.count()) !== columns && Date.now() < deadline) await table.page().waitForTimeout(100);
  assert.equal(await headers.count(), columns);
  // Each home's column is headed by its main photo.
  assert.equal(await table.locator('thead th img').count(), columns, 'a photo atop each column');
  for (const row of ['Price', 'Internal area', 'Land', 'Bedrooms', 'Bathrooms', 'Energy class', 'Town', 'Key distances']) {
    await table.getByRole('rowheader', { name: row }).waitFor();
  }
}

/** Sends the one enquiry for all from the shortlist page; answers its subject as the inbox stores it. */
async function enquireAboutAll(page, visitor) {
  const form = page.getByRole('region', { name: 'Enquire about these homes' });
  assert.equal(await form.getByLabel('Reference numbers').inputValue(), refs.join(', '));
  await form.getByLabel('Name').fill(visitor);
  await form.getByLabel('Email').fill('shortlist-visitor@example.com');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await form.getByText("'Message' field missing").waitFor();
  await form.getByLabel('Message').fill('Could I see all of them in May?');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await page.getByText('The message was sent successfully!').waitFor({ timeout: 30_000 });
}

async function inboxEnquiry(visitor, staffEmail) {
  const token = await server.staffToken(staffEmail);
  const response = await fetch(`${server.url}/api/enquiries?skip=0&take=100`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200);
  return (await response.json()).enquiries.find((enquiry) => enquiry.name === visitor);
}

test('hearts on cards and a property page fill the shortlist, other tabs follow, the homes compare side by side, and one enquiry names them all (desktop)', async () => {
  await inSession(browser, { siteUrl: server.url }, async ({ page, context, consoleErrors }) => {
    await chooseCookies(context);
    await keepThreeHomes(page);
    await page.getByRole('heading', { name: 'Your shortlist', level: 1 }).waitFor();
    await expectComparison(page, 3);
    await expectAxeClean(page, 'the shortlist');
    const robots = await page.locator('meta[name=robots]').getAttribute('content');
    assert.match(robots, /noindex/, 'a personal page stays out of search results');

    // A second tab follows the first through the storage event.
    const other = await context.newPage();
    await other.goto(`${server.url}/shortlist`, { waitUntil: 'networkidle' });
    await expectComparison(other, 3);
    await page.goto(`${server.url}/property/for-sale/in-italy/${refs[2]}`, { waitUntil: 'networkidle' });
    await waitForApp(page);
    await page.getByRole('button', { name: 'Remove from shortlist' }).filter({ hasText: 'Remove from shortlist' }).click();
    await expectComparison(other, 2);
    await page.getByRole('button', { name: 'Add to shortlist' }).filter({ hasText: 'Add to shortlist' }).click();
    await expectComparison(other, 3);
    await other.close();

    await page.goto(`${server.url}/shortlist`, { waitUntil: 'networkidle' });
    await expectComparison(page, 3);
    const visitor = `Shortlist Desktop ${stamp}`;
    await enquireAboutAll(page, visitor);
    assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);

    const enquiry = await inboxEnquiry(visitor, 'shortlist-admin@example.com');
    assert.ok(enquiry, 'the enquiry is in the staff inbox');
    assert.equal(enquiry.subject, `ENQUIRY for ${refs.join(', ')}`);
    assert.equal(enquiry.ref, refs.join(', '));
  });
});

test('a share link opens the homes in a fresh browser, which saves them to its own shortlist', async () => {
  const link = await inSession(browser, { siteUrl: server.url }, async ({ page, context }) => {
    await chooseCookies(context);
    await page.goto(`${server.url}/shortlist`, { waitUntil: 'networkidle' });
    await page.evaluate((kept) => localStorage.setItem('shortlist', JSON.stringify(kept)), refs.slice(0, 2));
    await page.reload({ waitUntil: 'networkidle' });
    return page.getByLabel('Link to this shortlist').inputValue();
  });
  assert.equal(new URL(link).pathname, '/shortlist');
  assert.equal(new URL(link).searchParams.get('refs'), refs.slice(0, 2).join(','));

  await inSession(browser, { siteUrl: server.url }, async ({ page, context }) => {
    await chooseCookies(context);
    await page.goto(`${server.url}${new URL(link).pathname}${new URL(link).search}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'A shortlist shared with you', level: 1 }).waitFor();
    await expectComparison(page, 2);
    assert.deepEqual(await storedShortlist(page), [], 'opening a link saves nothing by itself');
    await page.getByRole('button', { name: 'Save these homes to my shortlist' }).click();
    await page.getByText('Saved to your shortlist.').waitFor();
    assert.deepEqual(await storedShortlist(page), refs.slice(0, 2));
    await expectAxeClean(page, 'a shared shortlist');
  });
});

test('the same on a 390 px phone: the comparison scrolls inside its own region, nothing is cut off', async () => {
  const phone = { siteUrl: server.url, viewport: { width: 390, height: 844 } };
  await inSession(browser, phone, async ({ page, context, consoleErrors }) => {
    await chooseCookies(context);
    await keepThreeHomes(page);
    await expectComparison(page, 3);
    await expectNothingCutOff(page);
    const region = page.getByTestId('compare-table');
    const [scrollWidth, clientWidth] = await region.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    assert.ok(scrollWidth > clientWidth, 'the table scrolls sideways within its region');
    await expectAxeClean(page, 'the shortlist on a phone');
    const visitor = `Shortlist Phone ${stamp}`;
    await enquireAboutAll(page, visitor);
    assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
    const enquiry = await inboxEnquiry(visitor, 'shortlist-phone@example.com');
    assert.equal(enquiry?.subject, `ENQUIRY for ${refs.join(', ')}`);
  });
});

test('the Italian shortlist page lists the same homes in Italian', async () => {
  await inSession(browser, { siteUrl: server.url }, async ({ page, context }) => {
    await chooseCookies(context);
    await page.goto(`${server.url}/it/preferiti`, { waitUntil: 'networkidle' });
    await page.evaluate((kept) => localStorage.setItem('shortlist', JSON.stringify(kept)), refs.slice(0, 2));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'I suoi preferiti', level: 1 }).waitFor();
    await page.getByRole('table', { name: /Le case scelte a confronto/ }).getByRole('rowheader', { name: 'Camere da letto' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'it');
    await expectAxeClean(page, 'the Italian shortlist');
  });
});
