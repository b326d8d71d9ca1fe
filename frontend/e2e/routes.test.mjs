// Every screen renders its key texts in its language, with no console errors and no
// accessibility violations (axe-core, and HTML_CodeSniffer's WCAG 2 AA errors), and loads
// nothing from third parties.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, launch, openPage, inSession } from './support/browser.mjs';
import { codeSnifferErrors } from './support/html-codesniffer.mjs';
import { allVisibleProperties, getJson } from './support/api.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const STATIC_ROUTES = [
  ['/', ['Piedmont Real Estate']],
  ['/about-langhe-property-piedmont', ['About']],
  ['/contact-langhe-property', ['Contact']],
  ['/consultancy-service', ['€350', '€427']],
  ['/it/contatto-langhe-property-immobiliare', ['Contatti']],
  ['/piedmont-property-for-sale/1', ['Real estate for sale in Piedmont, Italy', 'Beautiful homes & businesses in Langhe, Roero & Monferrato']],
  ['/piemonte-property-news/1', ['Articles about Piedmont, Italy', 'Get the lastest!']],
  ['/photography/photography-service', ['Photography']],
  ['/not-found', ['Error 404', 'Page not found', "Sorry! This page, unlike Barolo, hasn't aged well.. It's either been deleted or moved."]],
  ['/home-buyers-guide/piedmont-italy/buyers-guide.html', ['Italy', 'It is never less than €1,000', 'Rules as of 26 November 2026.']],
  ['/it/guida-acquisto-casa-piemonte.html', ['Comprare casa in Piemonte', 'Non è mai inferiore a 1000\u00a0€', 'Regole aggiornate al 26 novembre 2026.']],
  ['/selling-your-home/in-piedmont-italy.html', ['Sell']],
  ['/consultancy-service.html', ['€350']],
  ['/it/servizi-langhe-property-immobiliare.html', ['Servizi']],
  ['/it/index.html', ['Inglese']],
  ['/it/fotografia.html', ['Fotografia']],
  ['/it/fotografico.html', ['Inglese']],
  ['/privacy-policy', ['Privacy and cookie policy', 'Garante per la protezione dei dati personali']],
  ['/it/informativa-privacy', ['Informativa sulla privacy e sui cookie', 'Garante per la protezione dei dati personali']],
  ['/shortlist', ['Your shortlist', 'Your shortlist is empty']],
  ['/it/preferiti', ['I suoi preferiti', 'Non ha ancora preferiti']],
];

async function expectScreen(path, texts) {
  await inSession(browser, {}, async ({ page, consoleErrors, thirdPartyRequests }) => {
    const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
    assert.equal(response.status(), path === '/not-found' ? 404 : 200, `${path} status`);
    for (const text of texts) {
      await page.getByText(text, { exact: false }).first().waitFor({ timeout: 10_000 });
    }
    const lang = await page.getAttribute('html', 'lang');
    assert.equal(lang, path.startsWith('/it/') ? 'it' : 'en', `${path} lang`);
    const axe = await new AxeBuilder({ page }).analyze();
    const violations = axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    assert.deepEqual(violations, [], `${path} accessibility`);
    assert.deepEqual(await codeSnifferErrors(page), [], `${path} accessibility (HTML_CodeSniffer)`);
    // Third-party hosts (Mapbox with the test token) are blocked by the test itself; what
    // that blocking logs is not the site's error.
    const ownErrors = consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e));
    assert.deepEqual(ownErrors.filter((e) => !/status of 404/.test(e) || path !== '/not-found'), [], `${path} console`);
    assert.deepEqual(thirdPartyRequests.filter((url) => !/mapbox/.test(url)), [], `${path} third parties`);
  });
}

for (const [path, texts] of STATIC_ROUTES) {
  test(`${path} shows its key texts accessibly`, () => expectScreen(path, texts));
}

test('a property page shows its listing, price box, enquiry form, town tabs and map note', async () => {
  const { properties } = await allVisibleProperties();
  const property = properties.find((p) => !p.sold && p.price > 0);
  const detail = await getJson(`/api/properties/${property.ref}`);
  await expectScreen(`/property/for-sale/in-italy/${property.ref}`, [
    detail.title,
    `Ref. ${property.ref}`,
    'Enquire about this property!',
    'Send enquiry',
    'Due to respect of privacy this map is only an indication of location',
  ]);
});

test('a property without a background picture opens on its title band and asks for no missing picture', async () => {
  const { properties } = await allVisibleProperties();
  let detail;
  for (const { ref } of properties) {
    const candidate = await getJson(`/api/properties/${ref}`);
    if (!('background_image' in candidate)) {
      detail = candidate;
      break;
    }
  }
  assert.ok(detail, 'the demo content has visible properties without a background');
  const { context, page, consoleErrors } = await openPage(browser);
  const failed = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  try {
    const html = await page.goto(`${baseUrl()}/property/for-sale/in-italy/${detail.ref}`, { waitUntil: 'networkidle' });
    assert.equal(html.status(), 200);
    // The band carries the page's title heading: the title is shown once, not in the band and again below it.
    await page.getByTestId('title-band').getByRole('heading', { level: 1, name: detail.title, exact: true }).waitFor({ timeout: 10_000 });
    assert.equal(await page.locator('main h1').count(), 1, 'one title heading, in the band: the title is shown once');
    assert.equal(await page.locator('img[src*="/background"], source[srcset*="/background"]').count(), 0);
    assert.doesNotMatch(await html.text(), /rel="preload" as="image"/, 'nothing to preload');
    assert.deepEqual(failed, []);
    assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
  } finally {
    await context.close();
  }
});

test('an article page shows its titles, the By line and About Author', async () => {
  const { articles } = await getJson('/api/articles?skip=0&take=10');
  const article = articles[0];
  await expectScreen(`/piemonte-property-news/langhe-property/${article.path.replace(/^-/, '') || 'article'}/${article.id}`, [
    article.title,
    'By',
    'About Author',
  ]);
});
