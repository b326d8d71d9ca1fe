// Data pages paint from their first response: the API answers inlined by the server feed the
// first render (no API round trip), and the largest picture is preloaded with exactly the
// candidates the page's <picture> chooses from — under the CSP, without a violation.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, launch, openPage, waitForApp } from './support/browser.mjs';
import { getJson } from './support/api.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** A page that records CSP violations as the browser reports them. */
async function withPage(fn, options) {
  const session = await openPage(browser, options);
  await session.context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  try {
    await fn(session);
  } finally {
    await session.context.close();
  }
}

const articlePath = (article) =>
  `/piemonte-property-news/langhe-property/${article.path.replace(/^-/, '') || 'article'}/${article.id}`;

/** The visible property the bench measures: the newest, which has a banner. */
async function newestProperty() {
  const { properties } = await getJson('/api/properties?skip=0&take=1');
  return getJson(`/api/properties/${properties[0].ref}`);
}

test('a property page paints its title while every property API call is held back', () =>
  withPage(async ({ page, consoleErrors }) => {
    const property = await newestProperty();
    const held = [];
    // Requests to the property API never answer: only the first response can fill the page.
    await page.route('**/api/properties/**', (route) => { held.push(route.request().url()); });
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${property.ref}`);
    await page.getByRole('heading', { level: 1, name: property.title }).waitFor({ timeout: 10_000 });
    await page.getByText(`Reference: ${property.ref}`).waitFor();
    await page.getByRole('link', { name: 'Photo Gallery' }).first().waitFor();
    // The app has started (it takes the data block and owns the header) and still asked for nothing.
    await page.waitForFunction(() => !document.getElementById('initial-data'), null, { timeout: 10_000 });
    await waitForApp(page);
    await page.waitForTimeout(300);
    assert.deepEqual(held, [], 'the first screen asked the API for nothing');
    assert.deepEqual(consoleErrors, []);
  }));

test('the preloaded banner is the one the property page shows, fetched once', () =>
  withPage(async ({ page }) => {
    const property = await newestProperty();
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${property.ref}`, { waitUntil: 'networkidle' });
    const preload = page.locator('link[rel="preload"][as="image"]');
    const source = page.locator('picture source[type="image/webp"]').first();
    assert.equal(await preload.getAttribute('imagesrcset'), await source.getAttribute('srcset'));
    assert.equal(await preload.getAttribute('imagesizes'), await source.getAttribute('sizes'));
    assert.equal(await preload.getAttribute('fetchpriority'), 'high');
    const chosen = await page.locator('picture img').first().evaluate((img) => img.currentSrc);
    assert.match(chosen, /background[^/]*\.webp(\?v=[^/]+)?$/);
    const banners = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\/background[^/]*\.(webp|jpg)(\?v=[^/]+)?$/.test(name)),
    );
    assert.deepEqual(banners, [chosen], 'one banner download, the preloaded one');
  }, { viewport: { width: 412, height: 823 } }));

test('article pages preload the picture they draw first', () =>
  withPage(async ({ page }) => {
    const { articles } = await getJson('/api/articles?skip=0&take=10');
    for (const [path, picture] of [
      ['/piemonte-property-news/1', 'ul picture'],
      [articlePath(articles[0]), 'article picture'],
    ]) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      const preload = page.locator('link[rel="preload"][as="image"]');
      const source = page.locator(`${picture} source[type="image/webp"]`).first();
      assert.equal(await preload.getAttribute('imagesrcset'), await source.getAttribute('srcset'), path);
      assert.equal(await preload.getAttribute('imagesizes'), await source.getAttribute('sizes'), path);
      const chosen = await page.locator(`${picture} img`).first().evaluate((img) => img.currentSrc);
      assert.match(chosen, new RegExp(`/articles/${articles[0].id}/banner-\\d+w\\.webp$`), path);
    }
  }, { viewport: { width: 412, height: 823 } }));

test('data pages render from their initial data with no CSP violation or console error', () =>
  withPage(async ({ page, consoleErrors }) => {
    const property = await newestProperty();
    const { articles } = await getJson('/api/articles?skip=0&take=10');
    for (const [path, text] of [
      ['/piedmont-property-for-sale/1', 'Real estate for sale in Piedmont, Italy'],
      [`/property/for-sale/in-italy/${property.ref}`, property.title],
      ['/piemonte-property-news/1', articles[0].title],
      [articlePath(articles[0]), articles[0].title],
    ]) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      await page.getByText(text).first().waitFor();
      assert.deepEqual(await page.evaluate(() => window.__cspViolations), [], path);
    }
    // The test blocks Mapbox's hosts (as routes.test.mjs does): its failures are not ours.
    assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
  }));
