// The list page's filter bar: a plain GET form that works without JavaScript (the server draws
// the filtered page) and, with the app running, moves to the filtered page in place. Its state
// is the address; pagination keeps it; an empty result offers to clear the filters; filtered
// pages stay out of search results. No accessibility violation with the filters open.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { codeSnifferErrors } from './support/html-codesniffer.mjs';
import { baseUrl, launch, waitForApp, inSession } from './support/browser.mjs';
import { getJson, metaContent } from './support/api.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const LIST = '/piedmont-property-for-sale/1';

/** The refs the API lists for a filter query, in order (the oracle for the page). */
async function apiRefs(query, skip = 0) {
  const body = await getJson(`/api/properties?skip=${skip}&take=100&${query}`);
  return { refs: body.properties.map((p) => p.ref), pages: body.pages };
}

const cardRefs = (page) =>
  page.locator('main article').evaluateAll((cards) =>
    cards.map((card) => card.textContent.match(/Ref: (\d+)/)?.[1]).filter(Boolean),
  );

/** The filter bar's panel (a details element), open or closed. */
const filterPanel = (page) => page.locator('details', { has: page.getByText('Filter and sort') });

/** Fills the bar: min price, one kind, a sort; then submits it. */
async function chooseFarmhousesFrom500k(page) {
  const details = filterPanel(page);
  if (!(await details.evaluate((d) => d.open))) await page.getByText('Filter and sort').click();
  await page.getByLabel('Min price (€)').fill('500000');
  await page.getByRole('checkbox', { name: 'Farmhouse' }).check();
  await page.getByLabel('Sort by').selectOption('price_asc');
  await page.getByRole('button', { name: 'Show homes' }).click();
}

test('without JavaScript the form filters, the server draws the result and pages keep the filters', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${LIST}`, { waitUntil: 'load' });
    await chooseFarmhousesFrom500k(page);
    await page.waitForURL(/min_price=500000/);
    const url = new URL(page.url());
    assert.equal(url.pathname, LIST);
    assert.deepEqual(url.searchParams.getAll('kind'), ['farmhouse']);
    assert.equal(url.searchParams.get('sort'), 'price_asc');
    const expected = await apiRefs('min_price=500000&kind=farmhouse&sort=price_asc');
    assert.ok(expected.refs.length > 0, 'the demo has farmhouses from €500,000');
    assert.deepEqual(await cardRefs(page), expected.refs);
    // The page says what it shows and stays out of search results.
    const html = await page.content();
    assert.equal(metaContent(html, 'name', 'robots'), 'noindex, follow');
    assert.match(await page.locator('link[rel="canonical"]').getAttribute('href'), /\/piedmont-property-for-sale\/1$/);
    // The panel comes back closed over the results it asked for; opened, it holds the choices.
    assert.equal(await filterPanel(page).evaluate((d) => d.open), false);
    await page.getByText('Filter and sort').click();
    assert.equal(await page.getByLabel('Min price (€)').inputValue(), '500000');
    assert.ok(await page.getByRole('checkbox', { name: 'Farmhouse' }).isChecked());
  } finally {
    await context.close();
  }
});

test('without JavaScript, page 2 of a filtered list keeps the filters in its links', async () => {
  // The 110 fixture homes are priced from €8,850,000: two pages of them at 100 a page.
  const query = 'min_price=8000000&sort=price_desc';
  const first = await apiRefs(query);
  assert.equal(first.pages, 2, 'two filtered pages');
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${LIST}?${query}`, { waitUntil: 'load' });
    assert.deepEqual(await cardRefs(page), first.refs);
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/\/piedmont-property-for-sale\/2\?/);
    assert.equal(new URL(page.url()).search, `?${query}`);
    assert.deepEqual(await cardRefs(page), (await apiRefs(query, 1)).refs);
  } finally {
    await context.close();
  }
});

test('with the app running the form moves to the filtered page in place, and the map shows that set', async () => {
  await inSession(browser, {}, async ({ page, consoleErrors }) => {
    await page.goto(`${baseUrl()}${LIST}`, { waitUntil: 'networkidle' });
    await waitForApp(page);
    await page.evaluate(() => { window.__samePage = true; });
    await chooseFarmhousesFrom500k(page);
    await page.waitForURL(/kind=farmhouse/);
    assert.equal(new URL(page.url()).search, '?min_price=500000&kind=farmhouse&sort=price_asc');
    const expected = await apiRefs('min_price=500000&kind=farmhouse&sort=price_asc');
    await page.waitForFunction(
      (count) => document.querySelectorAll('main article').length === count,
      expected.refs.length,
    );
    assert.deepEqual(await cardRefs(page), expected.refs);
    assert.equal(await page.evaluate(() => window.__samePage), true, 'no page load');
    // The panel closes over the results it asked for; its summary counts the filters on.
    assert.equal(await filterPanel(page).evaluate((d) => d.open), false, 'the filter panel closes when the filters are applied');
    assert.match(await filterPanel(page).locator('summary').textContent(), /3 filters on/);
    // The map's markers are the filtered set (after the map has loaded near the viewport).
    await page.locator('button.property-marker').first().waitFor({ state: 'attached', timeout: 20_000 });
    const markerRefs = await page.locator('button.property-marker').evaluateAll((buttons) => buttons.map((b) => b.dataset.ref));
    assert.deepEqual([...markerRefs].sort(), [...expected.refs].sort(), 'the map shows the filtered set');
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, follow');
    // Axe and HTML_CodeSniffer with the filters open again: no violation.
    await page.getByText('Filter and sort').click();
    assert.equal(await filterPanel(page).evaluate((d) => d.open), true);
    const axe = await new AxeBuilder({ page }).analyze();
    assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
    assert.deepEqual(await codeSnifferErrors(page), [], 'HTML_CodeSniffer');
    assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
  });
});

test('on a 390 px phone, "Show homes" closes the filter panel and the focus stays on its summary', async () => {
  await inSession(browser, { viewport: { width: 390, height: 844 } }, async ({ page, consoleErrors }) => {
    await page.goto(`${baseUrl()}${LIST}`, { waitUntil: 'networkidle' });
    await waitForApp(page);
    assert.equal(await filterPanel(page).evaluate((d) => d.open), false, 'closed until opened');
    await chooseFarmhousesFrom500k(page);
    await page.waitForURL(/kind=farmhouse/);
    assert.equal(await filterPanel(page).evaluate((d) => d.open), false, 'the panel no longer covers the results');
    assert.equal(await filterPanel(page).locator('summary').evaluate((summary) => summary === document.activeElement), true, 'the focus is on the summary');
    const expected = await apiRefs('min_price=500000&kind=farmhouse&sort=price_asc');
    await page.waitForFunction((count) => document.querySelectorAll('main article').length === count, expected.refs.length);
    assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
  });
});

test('an empty result says so and clears the filters', async () => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    try {
      const page = await context.newPage();
      await page.route(/mapbox\.com/, (route) => route.abort());
      await page.goto(`${baseUrl()}${LIST}?min_price=10000&max_price=20000`, { waitUntil: 'load' });
      await page.getByText('No homes match these filters.').waitFor({ timeout: 10_000 });
      assert.equal(await page.locator('main article').count(), 0);
      if (javaScriptEnabled) await waitForApp(page);
      await page.locator('main').getByRole('link', { name: 'Clear filters' }).last().click();
      await page.waitForURL((url) => url.pathname === LIST && url.search === '');
      await page.getByText(/Ref: /).first().waitFor({ timeout: 10_000 });
    } finally {
      await context.close();
    }
  }
});
