// The privacy and cookie policy: the whole text is in the served HTML (no script needed to
// read it), names the companies this server's configuration brings in, and the footer, the
// cookie banner and every form's privacy note reach it, in English and in Italian.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, launch, inSession, waitForApp } from './support/browser.mjs';
import { allVisibleProperties } from './support/api.mjs';

const ENGLISH = '/privacy-policy';
const ITALIAN = '/it/informativa-privacy';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const withPage = (fn) => inSession(browser, {}, fn);

/** A visitor who has already chosen, so the cookie banner covers nothing at the page's foot. */
const withChosenPage = (fn) =>
  withPage(async (session) => {
    await session.page.context().addCookies([{ name: 'cookie-consent', value: 'refused', url: baseUrl() }]);
    await fn(session);
  });

async function served(path) {
  const response = await fetch(`${baseUrl()}${path}`);
  assert.equal(response.status, 200, path);
  return response.text();
}

test('the served HTML holds the whole policy in each language, with the configured recipients', async () => {
  const english = await served(ENGLISH);
  for (const text of [
    'Who is responsible for your data',
    'Stefano Rinaldi',
    'info@langhe-property.com',
    'Property enquiry',
    'Consultancy request',
    'Saved-search alerts',
    'expire 72 hours after you sign up',
    'cookie-consent',
    'Garante per la protezione dei dati personali',
    'withdraw your consent',
    // LANGHE_LEAD_RETENTION_MONTHS, unset here: the default two years.
    'Requests that led nowhere',
    '24 months',
    // scripts/e2e.sh gives this server a Mapbox token, and the videos are always YouTube's.
    'Mapbox (Mapbox, Inc.)',
    'YouTube (Google Ireland Limited)',
    // Issue 29: the cookie-less visit counts.
    'Visit statistics',
    'Each day’s salt is deleted after two days',
  ]) {
    assert.ok(english.includes(text), `${ENGLISH} serves "${text}"`);
  }
  // Not configured here: mail goes to files, the captcha is the browser's own proof of work.
  for (const absent of ['Cloudflare', 'Our e-mail provider', 'Google sign-in']) {
    assert.ok(!english.includes(absent), `${ENGLISH} does not name "${absent}"`);
  }
  const italian = await served(ITALIAN);
  for (const text of [
    'Titolare del trattamento',
    'Stefano Rinaldi',
    'Richiesta di consulenza',
    'scadono 72 ore dopo',
    'Garante per la protezione dei dati personali',
    'revocare il consenso',
    'Le richieste che non hanno avuto seguito',
    '24 mesi',
    'Mapbox (Mapbox, Inc.)',
    'Statistiche delle visualizzazioni',
  ]) {
    assert.ok(italian.includes(text), `${ITALIAN} serves "${text}"`);
  }
});

test('the footer links the policy in both languages', () =>
  withChosenPage(async ({ page }) => {
    for (const [home, name, policy, heading] of [
      ['/', 'Privacy and cookie policy', ENGLISH, 'Who is responsible for your data'],
      ['/it/index.html', 'Informativa sulla privacy e sui cookie', ITALIAN, 'Titolare del trattamento'],
    ]) {
      await page.goto(`${baseUrl()}${home}`);
      await waitForApp(page);
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === policy);
      await page.getByRole('heading', { name: heading }).waitFor();
    }
  }));

test('the cookie banner links the policy in both languages', async () => {
  for (const [home, region, name, policy] of [
    ['/', 'Cookie choice', 'Privacy and cookie policy', ENGLISH],
    ['/it/index.html', 'Scelta dei cookie', 'Informativa sulla privacy e sui cookie', ITALIAN],
  ]) {
    await withPage(async ({ page }) => {
      await page.goto(`${baseUrl()}${home}`);
      await waitForApp(page);
      await page.getByRole('region', { name: region }).getByRole('link', { name }).click();
      await page.waitForURL((url) => url.pathname === policy);
    });
  }
});

test('every form that collects personal data links the policy in its privacy note', async () => {
  const { properties } = await allVisibleProperties();
  const byCss = (css) => (page) => page.locator(css);
  const forms = [
    // [page, its form, the policy it links]: the footer's newsletter is on every page.
    ['/contact-langhe-property', byCss('form[aria-labelledby="contact-form-heading"]'), ENGLISH],
    ['/it/contatto-langhe-property-immobiliare', byCss('form[aria-labelledby="contact-form-heading"]'), ITALIAN],
    ['/consultancy-service', byCss('#consultancy-request'), ENGLISH],
    [`/property/for-sale/in-italy/${properties[0].ref}`, (page) => page.getByRole('region', { name: 'Enquire about this property!' }), ENGLISH],
    ['/piedmont-property-for-sale/1?min_price=500000&kind=villa', (page) => page.getByRole('region', { name: 'E-mail me new homes like these' }), ENGLISH],
    ['/', byCss('footer form'), ENGLISH],
    ['/it/index.html', byCss('footer form'), ITALIAN],
  ];
  for (const [path, form, policy] of forms) {
    await withChosenPage(async ({ page }) => {
      await page.goto(`${baseUrl()}${path}`);
      await waitForApp(page);
      const link = form(page).locator('[data-privacy-note] a');
      await link.first().waitFor({ timeout: 10_000 });
      assert.equal(await link.count(), 1, `${path}: one privacy note`);
      await link.click();
      await page.waitForURL((url) => url.pathname === policy, { timeout: 10_000 });
    });
  }
});

test('the policy page lets a visitor change the cookie choice', () =>
  withPage(async ({ page }) => {
    await page.goto(`${baseUrl()}${ENGLISH}`);
    await waitForApp(page);
    await page.getByRole('main').getByRole('button', { name: 'Accept cookies' }).click();
    await page.getByText('You have accepted YouTube’s cookies.').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('cookie-consent')), 'accepted');
    await page.getByRole('button', { name: 'Refuse cookies' }).click();
    await page.getByText('You have refused YouTube’s cookies.').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('cookie-consent')), 'refused');
  }));
