// The consultant's desk (issue 27): a visitor's property enquiry becomes a lead; staff note
// it, move its stage and reply from the inbox; the visitor's mail is threaded on the enquiry
// (In-Reply-To and References name the enquiry mail's Message-ID); the contact view lists the
// person's history. A server of its own with LANGHE_MAIL=eml, so both mails are files to read.
// Desktop and a 390 px phone, axe clean with the desk open.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { codeSnifferErrors } from './support/html-codesniffer.mjs';
import { inSession, launch } from './support/browser.mjs';
import { startOwnServer } from './support/own-server.mjs';

const INBOX = '/staff/enquiries';
const CONSULTANT = 'desk-consultant@example.com';
const stamp = Date.now();
const visitor = `Desk Visitor ${stamp}`;
const visitorEmail = `desk-${stamp}@example.com`;
const question = `Is the house still for sale? ${stamp}`;

let browser;
let server;

before(async () => {
  browser = await launch();
  server = await startOwnServer({
    LANGHE_MAIL: 'eml',
    LANGHE_MAIL_TO: CONSULTANT,
    LANGHE_DEMO_CONTENT: 'true',
    LANGHE_SEND_RATE_PER_MINUTE: '1000',
  });
  const listing = await (await fetch(`${server.url}/api/properties?skip=0&take=1`)).json();
  const { ref } = listing.properties[0];
  await inSession(browser, { siteUrl: server.url }, async ({ page }) => {
    await page.goto(`${server.url}/property/for-sale/in-italy/${ref}`, { waitUntil: 'networkidle' });
    const form = page.getByRole('region', { name: 'Enquire about this property!' });
    await form.getByLabel('Name').fill(visitor);
    await form.getByLabel('Email').fill(visitorEmail);
    await form.getByLabel('Message').fill(question);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByText('The message was sent successfully!').waitFor({ timeout: 30_000 });
  });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The mail file addressed to `to` whose text holds `holding`, once the worker wrote it. */
async function mailTo(to, holding) {
  const dir = path.join(server.dataDir, 'mail');
  for (let attempt = 0; attempt < 150; attempt += 1) {
    for (const name of await readdir(dir).catch(() => [])) {
      if (!name.endsWith('.eml')) continue;
      const text = await readFile(path.join(dir, name), 'utf8');
      const unfolded = text.replace(/=\r\n/g, '');
      if (text.includes(`\r\nTo: ${to}\r\n`) && unfolded.includes(holding)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} holding ${holding}`);
}

function header(mail, name) {
  const found = `\r\n${mail}`.match(new RegExp(`\\r\\n${name}: ([^\\r\\n]+)`));
  assert.ok(found, `${name} in ${mail}`);
  return found[1];
}

async function openLead(page, email) {
  await page.goto(`${server.url}/sign-in?token=${encodeURIComponent(server.signInToken(email))}`);
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 15_000 });
  await page.goto(`${server.url}${INBOX}`);
  const list = page.getByRole('list', { name: 'Enquiries, newest first' });
  await list.waitFor({ timeout: 10_000 });
  const item = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${visitor}`) }) });
  const toggle = item.getByRole('button', { name: new RegExp(`^${visitor}`) });
  await toggle.click();
  const shown = item.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await shown.getByText(question).waitFor();
  return { item, shown };
}

async function expectAccessible(page, what) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], `accessibility ${what}`);
  assert.deepEqual(await codeSnifferErrors(page, 'main'), [], `accessibility ${what} (HTML_CodeSniffer)`);
}

test('staff note a new lead, move it to viewing and reply; the visitor\'s mail is threaded on the enquiry', async () => {
  const enquiryMail = await mailTo(CONSULTANT, question);
  const enquiryId = header(enquiryMail, 'Message-ID');

  await inSession(browser, { siteUrl: server.url }, async ({ page, consoleErrors }) => {
    const { item, shown } = await openLead(page, 'desk-admin@example.com');
    assert.match(await item.textContent(), /New/);
    assert.match(await item.textContent(), /Not replied yet/);
    await expectAccessible(page, 'with the desk open');

    await shown.getByLabel('New note').fill('Flies in from Munich in March');
    await shown.getByRole('button', { name: 'Add note' }).click();
    const timeline = shown.getByRole('list', { name: 'Timeline, oldest first' });
    await timeline.getByText('Flies in from Munich in March').waitFor({ timeout: 10_000 });
    await item.getByText('1 note').waitFor();

    await shown.getByLabel('Reply to').fill('Yes, it is. When would you like to visit?');
    await shown.getByRole('button', { name: 'Send reply' }).click();
    await shown.getByRole('status').filter({ hasText: 'Reply stored.' }).waitFor({ timeout: 10_000 });
    await timeline.getByText('Reply sent to the visitor').waitFor();
    assert.equal(await shown.getByLabel('Stage').inputValue(), 'contacted', 'a reply moves a new lead to contacted');
    await item.getByText(/Replied after/).waitFor();

    await shown.getByLabel('Stage').selectOption('viewing');
    await timeline.getByText('Stage Contacted → Viewing').waitFor({ timeout: 10_000 });
    await timeline.getByText('desk-admin@example.com').first().waitFor();

    const reply = await mailTo(visitorEmail, 'When would you like to visit?');
    assert.equal(header(reply, 'In-Reply-To'), enquiryId);
    assert.equal(header(reply, 'References'), enquiryId);
    assert.equal(header(reply, 'Reply-To'), CONSULTANT);
    assert.match(header(reply, 'Subject'), /^Re: ENQUIRY for \d+/);

    await page.goto(`${server.url}${INBOX}?stage=viewing`);
    await page.getByRole('button', { name: new RegExp(`^${visitor}`) }).waitFor({ timeout: 10_000 });
    await page.goto(`${server.url}${INBOX}?stage=won`);
    await page.getByText('No enquiry matches these filters.').waitFor({ timeout: 10_000 });

    await page.goto(`${server.url}${INBOX}?contact=${encodeURIComponent(visitorEmail)}`);
    await page.getByRole('heading', { name: `Contact: ${visitorEmail}` }).waitFor({ timeout: 10_000 });
    await page.getByText('Not on the newsletter list').waitFor();
    await page.getByRole('button', { name: new RegExp(`^${visitor}`) }).waitFor();
    await expectAccessible(page, 'the contact view');
    assert.deepEqual(consoleErrors, []);
  });
});

test('on a 390 px phone the desk fits without sideways scrolling', async () => {
  await inSession(browser, { siteUrl: server.url, viewport: { width: 390, height: 844 } }, async ({ page, consoleErrors }) => {
    const { shown } = await openLead(page, 'desk-phone@example.com');
    await shown.getByLabel('New note').waitFor();
    const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    assert.ok(scrollWidth <= width, `the page is ${scrollWidth}px wide in a ${width}px window`);
    const box = await shown.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `the desk fits: ${JSON.stringify(box)}`);
    await expectAccessible(page, 'on a phone');
    assert.deepEqual(consoleErrors, []);
  });
});
