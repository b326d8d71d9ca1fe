// The forms with a hosted captcha (LANGHE_CAPTCHA=turnstile) instead of the proof of work:
// a server of its own, configured with a fake Turnstile on loopback (its widget script via
// LANGHE_CAPTCHA_SCRIPT_URL, its verification endpoint via LANGHE_CAPTCHA_VERIFY_URL). The
// provider's script loads only once a form is used; its token sends the message, which is
// then in the staff inbox; a token the verifier refuses shows the failure text and stores
// nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage } from './support/browser.mjs';
import { GOOD_TOKEN, SECRET, SITE_KEY, startFakeTurnstile } from './support/fake-turnstile.mjs';
import { startOwnServer } from './support/own-server.mjs';

const CONTACT = '/contact-langhe-property';
let browser;
let provider;
let server;
let staffToken;

before(async () => {
  provider = await startFakeTurnstile();
  server = await startOwnServer({
    LANGHE_CAPTCHA: 'turnstile',
    LANGHE_CAPTCHA_SITE_KEY: SITE_KEY,
    LANGHE_CAPTCHA_SECRET: SECRET,
    LANGHE_CAPTCHA_VERIFY_URL: provider.verifyUrl,
    LANGHE_CAPTCHA_SCRIPT_URL: provider.scriptUrl,
  });
  staffToken = await server.staffToken('captcha-admin@example.com');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

async function inbox() {
  const response = await fetch(`${server.url}/api/enquiries?skip=0&take=100`, {
    headers: { Authorization: `Bearer ${staffToken}` },
  });
  assert.equal(response.status, 200);
  return (await response.json()).enquiries;
}

/** A page that may reach our server and the fake provider only; records what it asked for. */
async function openProviderPage() {
  const session = await openPage(browser, { siteUrl: server.url, allowedOrigins: [provider.origin] });
  return { ...session, providerRequests: session.allowedRequests, blocked: session.thirdPartyRequests };
}

async function fillContactForm(page, name) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill('anna@example.com');
  await page.getByLabel('Message', { exact: true }).fill('Is the farmhouse near Barolo still for sale?');
}

test('the privacy policy, as served, names the hosted captcha among the recipients of data', async () => {
  for (const [path, text] of [
    ['/privacy-policy', 'The forms’ spam check is a hosted service'],
    ['/it/informativa-privacy', 'Il controllo anti-spam dei moduli è un servizio esterno'],
  ]) {
    const response = await fetch(`${server.url}${path}`);
    assert.equal(response.status, 200, path);
    const html = await response.text();
    assert.ok(html.includes('Cloudflare Turnstile (Cloudflare, Inc.)'), `${path} names the provider`);
    assert.ok(html.includes(text), `${path}: ${text}`);
  }
});

test('the page names the hosted captcha and its policy allows the provider script', async () => {
  const response = await fetch(`${server.url}${CONTACT}`);
  const csp = response.headers.get('content-security-policy');
  const scriptSources = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
  assert.ok(scriptSources.split(' ').includes(provider.origin), csp);
  const html = await response.text();
  assert.ok(html.includes(`"captchaProvider":"turnstile","captchaSiteKey":"${SITE_KEY}"`), 'site config');
  assert.ok(!html.includes(SECRET), 'the secret stays on the server');
});

test('the contact form loads the provider only when used, and sends with its token', async () => {
  const { context, page, providerRequests, blocked, consoleErrors } = await openProviderPage();
  try {
    await page.goto(`${server.url}${CONTACT}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    assert.deepEqual(providerRequests, [], 'nothing from the provider before the form is used');
    assert.equal(provider.state.scriptRequests, 0);

    const name = `Hosted Captcha ${Date.now()}`;
    await fillContactForm(page, name);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.locator('.fake-turnstile').getByText('Success!').waitFor({ timeout: 10_000 });
    assert.equal(await form.locator('.fake-turnstile').getAttribute('data-sitekey'), SITE_KEY);
    assert.equal(providerRequests.length, 1, 'the script loaded on first focus');
    assert.match(providerRequests[0], /\/turnstile\/v0\/api\.js\?onload=\w+&render=explicit$/);

    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message sent successfully!').waitFor({ timeout: 15_000 });
    assert.deepEqual(provider.state.verifications.map((v) => v.token), [GOOD_TOKEN]);
    assert.equal(await page.evaluate(() => window.turnstile.resets), 1, 'the used token is replaced');
    assert.equal(await page.evaluate(() => window.turnstile.renders), 1);

    const stored = (await inbox()).filter((enquiry) => enquiry.name === name);
    assert.equal(stored.length, 1, 'the message is in the outbox');
    assert.equal(stored[0].subject, 'Contact Page');
    assert.equal(providerRequests.length, 1, 'the script loaded once');
    assert.deepEqual(blocked, [], 'no other third party');
    assert.deepEqual(consoleErrors, []);
  } finally {
    await context.close();
  }
});

test('a token the verifier refuses shows the failure text and stores nothing', async () => {
  provider.state.widgetToken = 'fake-turnstile-forged-token';
  const { context, page } = await openProviderPage();
  try {
    const before = (await inbox()).length;
    await page.goto(`${server.url}${CONTACT}`, { waitUntil: 'networkidle' });
    const name = `Refused Captcha ${Date.now()}`;
    await fillContactForm(page, name);
    await page.locator('.fake-turnstile').getByText('Success!').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('There was a problem. Try again later or send us an email.').waitFor({ timeout: 15_000 });
    assert.equal(provider.state.verifications.at(-1).token, 'fake-turnstile-forged-token');
    assert.equal((await inbox()).length, before, 'nothing stored');
    assert.equal(await page.getByRole('button', { name: 'Send message' }).isVisible(), true, 'the visitor may try again');
  } finally {
    provider.state.widgetToken = GOOD_TOKEN;
    await context.close();
  }
});
