// The visitor forms end to end: validation messages in the spec's order, the sending and
// success states with a real proof-of-work captcha solved in the browser, the enquiry
// stored on the server, and the newsletter sign-up. Nothing is loaded from third parties.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, launch, waitForApp, inSession } from './support/browser.mjs';
import { allVisibleProperties } from './support/api.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function withPage(path, body) {
  await inSession(browser, {}, async (session) => {
    await session.page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
    // The forms' handlers are attached once the app has taken over the drawn page.
    await waitForApp(session.page);
    await body(session);
    assert.deepEqual(session.thirdPartyRequests.filter((url) => !/mapbox/.test(url)), [], 'third parties');
  });
}

async function expectAlert(scope, message) {
  await scope.getByText(message, { exact: true }).waitFor({ timeout: 5_000 });
}

/**
 * Each step fills a field (by its label within `scope`, the page or the form's region) and
 * sends: the form names the first field still wrong.
 */
async function expectChecksInOrder(scope, send, steps) {
  for (const [fill, message] of steps) {
    if (fill) await scope.getByLabel(fill[0], { exact: true }).fill(fill[1]);
    await send.scrollIntoViewIfNeeded();
    await send.click();
    await expectAlert(scope, message);
  }
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
    await expectChecksInOrder(page, send, steps);
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

test('the consultancy form checks in order and scrolls to the top of the form', async () => {
  await withPage('/consultancy-service', async ({ page }) => {
    const send = page.getByRole('button', { name: 'Send request' });
    const steps = [
      [null, "'Name' field missing"],
      [['Name', 'Anna Rossi'], "'Email' field missing"],
      [['Email', 'anna'], 'Please enter a valid email address'],
      [['Email', 'anna@example.com'], "'Date' field missing"],
      [['Preferred date', '2030-05-01'], "'Time' field missing"],
      [['Preferred time', '10:30'], 'Field/s missing'],
    ];
    await expectChecksInOrder(page, send, steps);
    // The scroll is smooth: wait for it to bring the form's top into view.
    const formTop = () => page.getByLabel('Name', { exact: true }).evaluate((input) => input.closest('form').getBoundingClientRect().top);
    await page.waitForFunction(
      () => {
        const top = document.querySelector('input[name="dream"], textarea[name="dream"]')?.closest('form')?.getBoundingClientRect().top;
        return top !== undefined && top > -5 && top < 300;
      },
      null,
      { timeout: 3_000 },
    ).catch(async () => assert.fail(`the form's top is not in view after the error (top ${await formTop()})`));
    await page.getByLabel('Describe your dream home in Piedmont').fill('A farmhouse with a vineyard');
    await page.getByLabel('Your timeline and budget').fill('Next spring, 600k');
    await page.getByLabel('Anything else I should know?').fill('Video call please');
    await send.click();
    await page.getByText('Message sent successfully!').waitFor({ timeout: 30_000 });
  });
});

test('the property enquiry form is prefilled with the ref and sends', async () => {
  const { properties } = await allVisibleProperties();
  const ref = properties[0].ref;
  await withPage(`/property/for-sale/in-italy/${ref}`, async ({ page }) => {
    const form = page.getByRole('region', { name: 'Enquire about this property!' });
    assert.equal(await form.getByLabel('Reference number').inputValue(), ref);
    const send = form.getByRole('button', { name: 'Send enquiry' });
    await expectChecksInOrder(form, send, [
      [null, "'Name' field missing"],
      [['Name', 'Anna Rossi'], "'Email' field missing"],
      [['Email', 'anna'], 'Please enter a valid email address'],
      [['Email', 'anna@example.com'], "'Message' field missing"],
    ]);
    await form.getByLabel('Message').fill('When could I visit?');
    await send.click();
    await page.getByText('The message was sent successfully!').waitFor({ timeout: 30_000 });
  });
});

test("a server failure shows the form's failure message", async () => {
  await withPage('/contact-langhe-property', async ({ page }) => {
    await page.route('**/api/email/send', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"Internal server error"}' }));
    await page.getByLabel('Name', { exact: true }).fill('Anna');
    await page.getByLabel('Email', { exact: true }).fill('anna@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('There was a problem. Try again later or send us an email.').waitFor({ timeout: 30_000 });
    assert.equal(await page.getByRole('button', { name: 'Send message' }).isVisible(), true, 'the visitor can try again');
  });
});
