// Behaviour of the public site in a real browser: paging, prices, map, links, language,
// version check and the cookie choice.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, clickInApp, launch, waitForApp, inSession } from './support/browser.mjs';
import { allVisibleProperties, getJson } from './support/api.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const withPage = (fn, options) => inSession(browser, options, fn);

test('an unknown path answers 404 and the site redirects to its not-found page', () =>
  withPage(async ({ page }) => {
    const response = await page.goto(`${baseUrl()}/no-such-page`);
    assert.equal(response.status(), 404);
    await page.waitForURL(/\/not-found$/);
    await page.getByText('Error 404').waitFor();
    await page.getByText("Sorry! This page, unlike Barolo, hasn't aged well.. It's either been deleted or moved.").waitFor();
  }));

test('the property list pages through the server\'s page count, with the current page marked', () =>
  withPage(async ({ page }) => {
    const { pages } = await allVisibleProperties();
    assert.ok(pages >= 2, 'the fixture gives more than one page');
    await page.goto(`${baseUrl()}/piedmont-property-for-sale/1`);
    await waitForApp(page);
    const pagination = page.getByRole('navigation', { name: /pag/i });
    await clickInApp(pagination.getByRole('link', { name: 'Page 2', exact: true }));
    await page.waitForURL(/\/piedmont-property-for-sale\/2$/);
    await assert.doesNotReject(pagination.locator('[aria-current="page"]', { hasText: '2' }).waitFor());
    const second = await getJson('/api/properties?skip=1&take=100');
    await page.getByText(`Ref: ${second.properties[0].ref}`).first().waitFor();
    // ?page= works as well as the path segment.
    await page.goto(`${baseUrl()}/piedmont-property-for-sale?page=2`);
    await page.getByText(`Ref: ${second.properties[0].ref}`).first().waitFor();
  }));

test('cards show SOLD!, €Please call and euro prices with en-US grouping', () =>
  withPage(async ({ page }) => {
    const { properties, pages } = await allVisibleProperties();
    const onFirstPage = (await getJson('/api/properties?skip=0&take=100')).properties;
    // Sold homes list after the available ones (issue 28): on the last page.
    const onLastPage = (await getJson(`/api/properties?skip=${pages - 1}&take=100`)).properties;
    const sold = onLastPage.find((p) => p.sold);
    const call = onFirstPage.find((p) => !p.sold && p.price === 0);
    const priced = onFirstPage.find((p) => !p.sold && p.price >= 1000);
    assert.ok(sold && call && priced && properties.length > 100);
    const card = (ref) => page.locator('article', { hasText: `Ref: ${ref}` }).first();
    await page.goto(`${baseUrl()}/piedmont-property-for-sale/${pages}`);
    await card(sold.ref).getByText('SOLD!').first().waitFor();
    await page.goto(`${baseUrl()}/piedmont-property-for-sale/1`);
    await card(call.ref).getByText('€Please call').waitFor();
    const euros = `€${priced.price.toLocaleString('en-US')}`;
    await card(priced.ref).getByText(euros).waitFor();
  }));

test('a card opens its property page inside the app', () =>
  withPage(async ({ page }) => {
    const first = (await getJson('/api/properties?skip=0&take=100')).properties[0];
    await page.goto(`${baseUrl()}/piedmont-property-for-sale/1`);
    await waitForApp(page);
    await page.evaluate(() => { window.__sameDocument = true; });
    // The card links to the page's own (canonical) address: the ref followed by its path.
    const address = `/property/for-sale/in-italy/${first.ref}${first.path}`;
    await page.locator(`main a[href="${address}"]`).first().click();
    await page.waitForURL((url) => url.pathname === address);
    await page.getByText(`Ref. ${first.ref}`).first().waitFor();
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no full page load');
  }));

test('map markers appear near the viewport and a click zooms in by 2 and centres', () =>
  withPage(async ({ page, thirdPartyRequests }) => {
    await page.goto(`${baseUrl()}/piedmont-property-for-sale/1`);
    const canvas = page.locator('[data-zoom]');
    await canvas.waitFor({ state: 'attached', timeout: 20_000 });
    assert.equal(Number(await canvas.getAttribute('data-zoom')), 8);
    const markers = page.locator('button.property-marker');
    await markers.first().waitFor({ state: 'attached' });
    const withCoordinates = (await getJson('/api/properties?skip=0&take=100')).properties
      .filter((p) => p.coordinates_d.length === 2).length;
    assert.equal(await markers.count(), withCoordinates);
    const marker = markers.first();
    const ref = await marker.getAttribute('data-ref');
    const property = await getJson(`/api/properties/${ref}`);
    await marker.dispatchEvent('click');
    await page.waitForFunction(() => Number(document.querySelector('[data-zoom]').dataset.zoom) === 10);
    const [lat, lng] = (await canvas.getAttribute('data-center')).split(',').map(Number);
    assert.ok(Math.abs(lat - Number(property.coordinates_d[0])) < 0.01, 'centred on latitude');
    assert.ok(Math.abs(lng - Number(property.coordinates_d[1])) < 0.01, 'centred on longitude');
    assert.ok(thirdPartyRequests.some((url) => url.includes('mapbox')), 'Mapbox hosts were blocked, not absent');
  }));

test('the language switch leads to the Italian site and back', () =>
  withPage(async ({ page }) => {
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Italiano' }).first().click();
    await page.waitForURL(/\/it\/index\.html$/);
    assert.equal(await page.getAttribute('html', 'lang'), 'it');
    await page.getByRole('link', { name: 'Contatti' }).first().waitFor();
    await page.getByRole('link', { name: 'Inglese' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Piedmont Real Estate').first().waitFor();
  }));

test('.html links load a whole page while other links stay inside the app', () =>
  withPage(async ({ page }) => {
    await page.goto(`${baseUrl()}/`);
    await waitForApp(page);
    await page.evaluate(() => { window.__sameDocument = true; });
    await page.getByRole('navigation').first().getByRole('link', { name: 'Homes for sale' }).click();
    await page.waitForURL(/\/piedmont-property-for-sale\/1$/);
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'router link');
    await page.locator('a[href="/selling-your-home/in-piedmont-italy.html"]').first().click();
    await page.waitForURL(/\/selling-your-home\/in-piedmont-italy\.html$/);
    await page.waitForLoadState('load');
    assert.equal(await page.evaluate(() => window.__sameDocument), undefined, 'full page load');
  }));

test('a stale stored version makes the site store the new one and reload once', () =>
  withPage(async ({ page }) => {
    const { version } = await getJson('/api/version');
    await page.goto(`${baseUrl()}/about-langhe-property-piedmont`);
    await page.evaluate(() => localStorage.setItem('version', 'an-older-build'));
    await page.reload();
    await page.evaluate(() => { window.__beforeVersionReload = true; });
    await page.waitForFunction((v) => localStorage.getItem('version') === v, version, { timeout: 5000 });
    await page.waitForFunction(() => window.__beforeVersionReload === undefined, null, { timeout: 5000 });
    // With the version now equal, nothing reloads again.
    await page.evaluate(() => { window.__afterVersionReload = true; });
    await page.waitForTimeout(1500);
    assert.equal(await page.evaluate(() => window.__afterVersionReload), true);
  }));

test('the cookie banner offers a real choice and videos wait for consent', () =>
  withPage(async ({ page, thirdPartyRequests }) => {
    await page.goto(`${baseUrl()}/`);
    await waitForApp(page);
    const banner = page.getByRole('region', { name: 'Cookie choice' });
    await banner.waitFor();
    const color = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.match(color, /rgb\((\d+), \1, \1\)/, 'grey background');
    await banner.getByRole('button', { name: 'Close and refuse' }).click();
    await banner.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => localStorage.getItem('cookie-consent')), 'refused');
    await page.getByRole('button', { name: /Play video/ }).first().click();
    assert.equal(await page.locator('iframe').count(), 0, 'no video before consent');
    await page.getByRole('button', { name: 'Accept cookies and play' }).first().click();
    const frame = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    await frame.first().waitFor({ state: 'attached' });
    assert.equal(await page.evaluate(() => localStorage.getItem('cookie-consent')), 'accepted');
    assert.ok(thirdPartyRequests.every((url) => !url.includes('youtube') || url.includes('youtube-nocookie')));
  }));

test('accepting in the banner remembers the choice on the next visit', () =>
  withPage(async ({ page }) => {
    await page.goto(`${baseUrl()}/`);
    await waitForApp(page);
    const banner = page.getByRole('region', { name: 'Cookie choice' });
    const accept = banner.getByRole('button', { name: 'Accept' });
    const color = await accept.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = color.match(/\d+/g).map(Number);
    assert.ok(r > 200 && g > 180 && b < 100, `yellow button, got ${color}`);
    await accept.click();
    await page.reload();
    await page.getByText('Piedmont Real Estate').first().waitFor();
    assert.equal(await banner.count(), 0);
  }));

test('the API docs render under their own narrow policy, with no console errors', () =>
  withPage(async ({ page, consoleErrors }) => {
    const response = await page.goto(`${baseUrl()}/api/docs`, { waitUntil: 'networkidle' });
    assert.equal(response.status(), 200);
    await page.getByText('Langhe Property API').first().waitFor();
    await page.getByText('/properties/{ref}').first().waitFor();
    const scriptPolicy = response.headers()['content-security-policy'].match(/script-src[^;]*/)[0];
    assert.doesNotMatch(scriptPolicy, /unsafe-inline/);
    assert.match(scriptPolicy, /'sha256-/);
    assert.deepEqual(consoleErrors, []);
  }));
