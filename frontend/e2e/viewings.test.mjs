// Viewing trips (issue 27): a visitor who landed from a newsletter asks on a property page
// to see two homes during the days they are in Piedmont; a date in the past is refused with
// the server's own words; the consultant finds the request in the staff desk with its source,
// is refused a slot in the past, adds two slots (one starting this minute, so that its
// outcome can be recorded at once: the binary has no clock to move) and confirms them; the
// visitor's confirmation mail carries one calendar file per slot (read as RFC 5545 writes
// them); she records how the first viewing went. The desk names each home by its title and
// ref, says each time in words and where each slot stands with the visitor, and warns (without
// refusing) of the slot outside the visitor's dates. Desktop, and again on a 390 px phone, where
// the desk's forms stack labels over full-width 44 px fields; axe clean on the form and the
// staff screens. A server of its own with LANGHE_MAIL=eml, so the
// mails are files to read.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { codeSnifferErrors } from './support/html-codesniffer.mjs';
import { inSession, launch, waitForApp } from './support/browser.mjs';
import { startOwnServer } from './support/own-server.mjs';
import { calendarParts, parseCalendar, property } from './support/calendar.mjs';
import { decoded } from './support/mail.mjs';

const INBOX = '/staff/enquiries';
const CONSULTANT = 'viewing-consultant@example.com';
const stamp = Date.now();
const PHONE = { width: 390, height: 844 };

let browser;
let server;
let refs;
/** The two homes' names as the desk writes them: 'Cascina Barolo (ref 123)'. */
let names;

before(async () => {
  browser = await launch();
  server = await startOwnServer({
    LANGHE_MAIL: 'eml',
    LANGHE_MAIL_TO: CONSULTANT,
    LANGHE_DEMO_CONTENT: 'true',
    LANGHE_SEND_RATE_PER_MINUTE: '1000',
  });
  const listing = await (await fetch(`${server.url}/api/properties?skip=0&take=2`)).json();
  refs = listing.properties.map((p) => p.ref);
  assert.equal(refs.length, 2, 'two homes to see');
  names = listing.properties.map((p) => (p.listing_title.trim() ? `${p.listing_title.trim()} (ref ${p.ref})` : `Ref ${p.ref}`));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Rome's wall clock `offsetMs` from now, as `YYYY-MM-DD HH:MM:SS`. */
function romeClock(offsetMs = 0) {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + offsetMs));
}

const DAY = 24 * 60 * 60 * 1000;
const romeDay = (days) => romeClock(days * DAY).slice(0, 10);

/** A calendar day ('2027-01-12') as the desk writes the visitor's dates: '12 January 2027'. */
const dayInWords = (day) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));

/**
 * A slot's Rome start ('2027-01-12T15:00') as the desk says it: 'Tuesday 12 January, 15:00',
 * the year added when it is not Rome's current one.
 */
function slotInWords(start) {
  const [day, time] = start.split('T');
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
      .formatToParts(new Date(`${day}T00:00:00Z`))
      .map(({ type, value }) => [type, value]),
  );
  const year = parts.year === romeClock().slice(0, 4) ? '' : ` ${parts.year}`;
  return `${parts.weekday} ${parts.day} ${parts.month}${year}, ${time}`;
}

const OUTSIDE_DATES = /^This day is outside the dates the visitor asked for/;

/** The current Rome minute as a slot's start, with at least 20 s of it left to send it in. */
async function thisMinute() {
  while (Number(romeClock().slice(17, 19)) > 40) await new Promise((resolve) => setTimeout(resolve, 500));
  return romeClock().slice(0, 16).replace(' ', 'T');
}

/** The mail file addressed to `to` whose text holds `holding`, once the worker wrote it. */
async function mailTo(to, holding) {
  const dir = path.join(server.dataDir, 'mail');
  for (let attempt = 0; attempt < 150; attempt += 1) {
    for (const name of await readdir(dir).catch(() => [])) {
      if (!name.endsWith('.eml')) continue;
      const text = await readFile(path.join(dir, name), 'utf8');
      if (text.includes(`\r\nTo: ${to}\r\n`) && text.replace(/=\r\n/g, '').includes(holding)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} holding ${holding}`);
}

async function expectAccessible(page, what, include = 'main') {
  const axe = await new AxeBuilder({ page }).include(include).analyze();
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], `accessibility ${what}`);
  assert.deepEqual(await codeSnifferErrors(page, include), [], `accessibility ${what} (HTML_CodeSniffer)`);
}

/** On the phone, each field of `form` sits under its label, as wide as the form's card, and at least 44 px tall. */
async function expectStackedFields(form, what) {
  const box = await form.boundingBox();
  for (const label of await form.locator('label:not(:has(input))').all()) {
    const field = form.locator(`[id="${await label.getAttribute('for')}"]`);
    const [labelBox, fieldBox] = [await label.boundingBox(), await field.boundingBox()];
    assert.ok(labelBox.y + labelBox.height <= fieldBox.y + 1, `${what}: '${await label.textContent()}' is above its field`);
    assert.ok(fieldBox.height >= 44, `${what}: '${await label.textContent()}' is ${fieldBox.height}px tall`);
    assert.ok(fieldBox.width >= box.width - 48, `${what}: '${await label.textContent()}' is ${fieldBox.width}px wide in a ${box.width}px form`);
  }
  for (const button of await form.getByRole('button').all()) {
    assert.ok((await button.boundingBox()).height >= 44, `${what}: a 44 px button`);
  }
}

async function expectNoSidewaysScrolling(page, what) {
  const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert.ok(scrollWidth <= width, `${what}: the page is ${scrollWidth}px wide in a ${width}px window`);
}

/** The visitor's request from the first home's page, landed on from a newsletter. */
async function requestViewing(page, visitor, { phone }) {
  await page.context().addCookies([{ name: 'cookie-consent', value: 'refused', url: server.url }]);
  await page.goto(`${server.url}/property/for-sale/in-italy/${refs[0]}?utm_source=newsletter&utm_medium=email`, { waitUntil: 'networkidle' });
  await waitForApp(page);
  const form = page.getByRole('region', { name: 'Request a viewing' });
  await form.scrollIntoViewIfNeeded();
  assert.equal(await form.getByLabel('Reference numbers').inputValue(), refs[0], 'the page\'s home is prefilled');
  await form.getByLabel('Name', { exact: true }).fill(visitor.name);
  await form.getByLabel('Email', { exact: true }).fill(visitor.email);
  await form.getByLabel('Phone (optional)').fill('+49 89 1234567');
  await form.getByLabel('Arrival date').fill(romeDay(-2));
  await form.getByLabel('Departure date').fill(romeDay(1));
  await form.getByLabel('Reference numbers').fill(`${refs[0]}, ${refs[1]}`);
  await form.getByLabel('Message').fill(`We fly in from Munich for three days. ${visitor.stamp}`);
  await form.getByRole('button', { name: 'Request a viewing' }).click();
  // The server's refusal, as it wrote it: the browser cannot know Rome's today.
  await form.getByText('The dates may not be in the past').waitFor({ timeout: 30_000 });
  await form.getByLabel('Arrival date').fill(romeDay(30));
  await form.getByLabel('Departure date').fill(romeDay(32));
  await form.getByRole('button', { name: 'Request a viewing' }).click();
  await form.getByText('Thank you: your request has been received.').waitFor({ timeout: 30_000 });
  if (phone) {
    await expectNoSidewaysScrolling(page, 'the property page with the viewing form');
    const box = await form.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `the form fits: ${JSON.stringify(box)}`);
  }
  await expectAccessible(page, 'the viewing form, sent', '[data-testid="viewing-form"]');
}

/** Signs `email` in as staff, opens the visitor's lead and answers its viewing desk. */
async function openViewing(page, email, visitor) {
  await page.goto(`${server.url}/sign-in?token=${encodeURIComponent(server.signInToken(email))}`);
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 15_000 });
  await page.goto(`${server.url}${INBOX}`);
  const list = page.getByRole('list', { name: 'Enquiries, newest first' });
  await list.waitFor({ timeout: 10_000 });
  const item = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${visitor.name}`) }) });
  assert.match(await item.textContent(), /Source: newsletter \/ email/, 'the request keeps where the visitor came from');
  const toggle = item.getByRole('button', { name: new RegExp(`^${visitor.name}`) });
  await toggle.click();
  const desk = page.getByRole('region', { name: 'Viewing trip' });
  await desk.waitFor({ timeout: 10_000 });
  assert.match(await desk.textContent(), new RegExp(`${dayInWords(romeDay(30))} to ${dayInWords(romeDay(32))}`));
  // The titles come with the list of homes, read after the viewings.
  await desk.getByText(`Homes asked for: ${names.join(', ')}`, { exact: true }).waitFor({ timeout: 10_000 });
  return desk;
}

async function addSlot(desk, { ref, start, meetingPoint }) {
  const form = desk.getByRole('form', { name: 'Add slot' });
  await form.getByLabel('Property').fill(ref);
  await form.getByLabel('Start (Europe/Rome)').fill(start);
  await form.getByLabel('Duration (minutes)').fill('60');
  await form.getByLabel('Meeting point').fill(meetingPoint);
  await form.getByRole('button', { name: 'Add slot' }).click();
}

async function walkTheTrip({ viewport, phone, staffEmail, label }) {
  const visitor = { name: `Viewing Visitor ${label} ${stamp}`, email: `viewing-${label}-${stamp}@example.com`, stamp };
  await inSession(browser, { siteUrl: server.url, viewport }, async ({ page, consoleErrors }) => {
    await requestViewing(page, visitor, { phone });
    // The refused dates were the server's answer, not the page's error.
    assert.deepEqual(consoleErrors.filter((e) => !/Failed to load resource/.test(e)), []);
  });

  await inSession(browser, { siteUrl: server.url, viewport }, async ({ page, consoleErrors }) => {
    const desk = await openViewing(page, staffEmail, visitor);
    await expectAccessible(page, 'the staff desk with a viewing trip open');
    if (phone) await expectStackedFields(desk.getByRole('form', { name: 'Add slot' }), 'the add-slot form');

    await addSlot(desk, { ref: refs[0], start: `${romeDay(-1)}T10:00`, meetingPoint: 'Piazza Italia, Neive' });
    await desk.getByRole('alert').filter({ hasText: 'The start may not be in the past' }).waitFor({ timeout: 10_000 });
    await addSlot(desk, { ref: '998', start: `${romeDay(31)}T15:00`, meetingPoint: 'Piazza Italia, Neive' });
    await desk.getByRole('alert').filter({ hasText: 'No property has this reference number' }).waitFor({ timeout: 10_000 });

    const now = await thisMinute();
    await addSlot(desk, { ref: refs[0], start: now, meetingPoint: 'Piazza Italia, Neive; by the church' });
    const slots = desk.getByTestId('viewing-slot');
    await slots.first().waitFor({ timeout: 10_000 });
    await addSlot(desk, { ref: refs[1], start: `${romeDay(31)}T15:00`, meetingPoint: 'Bar Centrale, Barbaresco' });
    await slots.nth(1).waitFor({ timeout: 10_000 });
    assert.equal(await desk.getByRole('alert').count(), 0, 'no refusal left over');

    // Each home by its title and ref, each time in words; the slot starting now is outside the
    // visitor's dates (a month ahead), said on it and not refused; the one on their dates is not.
    await slots.first().getByText(names[0], { exact: true }).waitFor({ timeout: 10_000 });
    await slots.nth(1).getByText(names[1], { exact: true }).waitFor({ timeout: 10_000 });
    assert.equal(await slots.first().locator('time').textContent(), slotInWords(now));
    assert.equal(await slots.nth(1).locator('time').textContent(), slotInWords(`${romeDay(31)}T15:00`));
    assert.equal(await slots.first().getByText(OUTSIDE_DATES).count(), 1, 'the slot outside the visitor\'s dates is flagged');
    assert.equal(await slots.nth(1).getByText(OUTSIDE_DATES).count(), 0, 'the slot on their dates is not');
    assert.equal(await slots.getByText('Not yet confirmed to the visitor', { exact: true }).count(), 2);

    await desk.getByRole('button', { name: 'Confirm 2 slots to the visitor' }).click();
    await desk.getByText('Confirmed to the visitor', { exact: true }).nth(1).waitFor({ timeout: 10_000 });
    assert.doesNotMatch(await desk.textContent(), /sequence/i, 'the calendar sequence is not shown');
    if (phone) await expectNoSidewaysScrolling(page, 'the viewing desk');
    await expectAccessible(page, 'the viewing desk with confirmed slots');

    const mail = await mailTo(visitor.email, 'Your viewings in Piedmont are confirmed');
    const files = calendarParts(mail).map(parseCalendar);
    assert.equal(files.length, 2, 'one calendar file per slot');
    const uids = [];
    for (const [calendar, [ref, start]] of files.map((file, i) => [file, [[refs[0], now], [refs[1], `${romeDay(31)}T15:00`]][i]])) {
      assert.equal(property(calendar, 'VERSION').value, '2.0');
      assert.equal(property(calendar, 'METHOD').value, 'REQUEST');
      assert.ok(property(calendar, 'PRODID').value);
      assert.deepEqual(calendar.children.map((c) => c.name).sort(), ['VEVENT', 'VTIMEZONE']);
      const zone = calendar.children.find((c) => c.name === 'VTIMEZONE');
      assert.equal(property(zone, 'TZID').value, 'Europe/Rome');
      const event = calendar.children.find((c) => c.name === 'VEVENT');
      const dtstart = property(event, 'DTSTART');
      assert.equal(dtstart.params.TZID, 'Europe/Rome');
      assert.equal(dtstart.value, `${start.replace(/[-:]/g, '')}00`);
      assert.equal(property(event, 'SEQUENCE').value, '0');
      assert.match(property(event, 'DTSTAMP').value, /^\d{8}T\d{6}Z$/);
      // The home by its name, then its reference ('… (ref. 123)' or '… (rif. 123)').
      assert.match(property(event, 'SUMMARY').value, new RegExp(`\\((ref|rif)\\. ${ref}\\)$`));
      assert.equal(property(event, 'ATTENDEE').value, `mailto:${visitor.email}`);
      assert.equal(property(event, 'ORGANIZER').value, `mailto:${CONSULTANT}`);
      uids.push(property(event, 'UID').value);
    }
    assert.notEqual(uids[0], uids[1], 'each viewing its own UID');

    // The first viewing started this minute: its outcome is recorded now.
    const first = slots.first();
    const outcome = first.getByRole('form', { name: 'Record the outcome' });
    await outcome.waitFor({ timeout: 10_000 });
    if (phone) await expectStackedFields(outcome, 'the outcome form');
    await outcome.getByLabel('Interest (1–5)').fill('4');
    await outcome.getByLabel('Feedback').fill('Loved the view; worried about the road');
    await outcome.getByRole('button', { name: 'Record outcome' }).click();
    await first.getByText('Attended · interest 4/5 · Loved the view; worried about the road').waitFor({ timeout: 10_000 });
    await expectAccessible(page, 'the viewing desk with an outcome');
    assert.deepEqual(consoleErrors.filter((e) => !/Failed to load resource/.test(e)), []);
  });
}

test('a visitor requests a viewing trip for two homes; staff confirm two slots, the visitor gets two calendar files, the outcome is recorded', async () => {
  await walkTheTrip({ viewport: { width: 1280, height: 900 }, phone: false, staffEmail: 'viewing-admin@example.com', label: 'desktop' });
});

test('on a 390 px phone the form and the viewing desk fit without sideways scrolling', async () => {
  await walkTheTrip({ viewport: PHONE, phone: true, staffEmail: 'viewing-phone@example.com', label: 'phone' });
});

test('a visitor who opened an unlisted home by its share link requests a viewing of it; the mails link its page with the key', async () => {
  // Issue 53: the server takes a request for an unlisted home only with its share key, which
  // the page's address carries and the form sends.
  const token = await server.staffToken('viewing-share-admin@example.com');
  const asStaff = async (path) => (await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const unlisted = (await asStaff('/api/properties?skip=0&take=100')).properties.find((p) => p.visibility === 'unlisted');
  assert.ok(unlisted, 'the demo content has an unlisted home');
  const shareUrl = new URL((await asStaff(`/api/properties/${unlisted.ref}`)).share_url);
  const key = shareUrl.searchParams.get('key');
  const visitor = { name: `Viewing Visitor unlisted ${stamp}`, email: `viewing-unlisted-${stamp}@example.com` };

  await inSession(browser, { siteUrl: server.url }, async ({ page, consoleErrors }) => {
    await page.goto(`${server.url}${shareUrl.pathname}${shareUrl.search}`, { waitUntil: 'networkidle' });
    await waitForApp(page);
    const form = page.getByRole('region', { name: 'Request a viewing' });
    await form.scrollIntoViewIfNeeded();
    assert.equal(await form.getByLabel('Reference numbers').inputValue(), unlisted.ref, "the page's home is prefilled");
    await form.getByLabel('Name', { exact: true }).fill(visitor.name);
    await form.getByLabel('Email', { exact: true }).fill(visitor.email);
    await form.getByLabel('Arrival date').fill(romeDay(30));
    await form.getByLabel('Departure date').fill(romeDay(32));
    await form.getByLabel('Message').fill('We would like to see the home we were sent.');
    await form.getByRole('button', { name: 'Request a viewing' }).click();
    await form.getByText('Thank you: your request has been received.').waitFor({ timeout: 30_000 });
    assert.deepEqual(consoleErrors, []);
  });

  // The consultant's mail opens the home's page: with its key, or it would answer 404.
  const lead = decoded(await mailTo(CONSULTANT, visitor.email));
  assert.ok(lead.includes(`/property/for-sale/in-italy/${unlisted.ref}?key=${key}`), lead);
});
