// The property page's buying-costs calculator (issue #28): the estimate beside the price,
// first or second home, on the price or the cadastral value where staff entered it; the
// total follows the toggles, on a desktop and a 390 px phone, and the page stays axe-clean.
// Fixture properties (refs 850 on, scripts/e2e.sh) have a private seller, category A/2 and a
// €2,000 cadastral income; the demo listings have no cadastral data.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, launch, waitForApp, withPage } from './support/browser.mjs';
import { getJson } from './support/api.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** A visible fixture listing with cadastral data, and its estimates as the API answers them. */
async function listingWithCadastralData() {
  const property = await getJson('/api/properties/850');
  assert.equal(property.buying_cost_options.cadastral_basis_available, true, 'the fixture has a cadastral income');
  assert.equal(property.cadastral_income_cents, undefined, 'the income is never published');
  const costs = async (buyer, basis) => getJson(`/api/properties/850/costs?buyer=${buyer}&basis=${basis}`);
  return {
    property,
    second: await costs('second_home', 'price'),
    secondCadastral: await costs('second_home', 'cadastral'),
    first: await costs('first_home', 'price'),
    cadastral: await costs('first_home', 'cadastral'),
  };
}

const euros = (amount) => `€${amount.toLocaleString('en-US')}`;
const totalText = (costs) => (costs.total_max > costs.total ? `${euros(costs.total)} – ${euros(costs.total_max)}` : euros(costs.total));

for (const { name, viewport } of SIZES) {
  test(`the calculator opens on the cadastral value for a private seller, and its toggles change its total (${name})`, async () => {
    const { second, secondCadastral, first, cadastral } = await listingWithCadastralData();
    assert.equal(cadastral.lines.find((line) => line.key === 'registration_tax').amount, 4_620, 'the worked example');
    await withPage(browser, async ({ page, context, consoleErrors }) => {
      await page.setViewportSize(viewport);
      await context.addCookies([{ name: 'cookie-consent', value: 'refused', url: baseUrl() }]);
      await page.goto(`${baseUrl()}/property/for-sale/in-italy/850`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      const calculator = page.getByRole('region', { name: 'Buying costs' });
      await calculator.scrollIntoViewIfNeeded();
      const total = calculator.getByTestId('buying-costs-total').first();
      // The usual figure first (prezzo-valore): the price basis overstated the tax 3-4 times.
      await assert.doesNotReject(total.filter({ hasText: totalText(secondCadastral) }).waitFor());
      assert.equal(await calculator.getByLabel(/The cadastral value/).isChecked(), true);
      assert.ok(await calculator.getByText(/Rules as of \d+ \w+ 20\d\d\./).first().isVisible());

      await calculator.getByLabel('Your first home (prima casa)').check();
      await total.filter({ hasText: totalText(cadastral) }).waitFor();
      await calculator.getByLabel('The price').check();
      await total.filter({ hasText: totalText(first) }).waitFor();
      await calculator.getByLabel('A second home').check();
      await total.filter({ hasText: totalText(second) }).waitFor();

      const axe = await new AxeBuilder({ page }).include('#buying-costs').analyze();
      assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.help}`), []);
      const wholePage = await new AxeBuilder({ page }).analyze();
      assert.deepEqual(wholePage.violations.map((v) => `${v.id}: ${v.help}`), []);
      assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
    });
  });
}

test('without the cadastral income, the figure on the price says it is the upper bound and links the guide', async () => {
  const { properties } = await getJson('/api/properties?skip=0&take=30');
  const priced = properties.find((summary) => !summary.sold && summary.price);
  const demo = await getJson(`/api/properties/${priced.ref}`);
  assert.equal(demo.buying_cost_options.cadastral_basis_available, false, 'the demo listings have no cadastral data');
  await withPage(browser, async ({ page, context }) => {
    await context.addCookies([{ name: 'cookie-consent', value: 'refused', url: baseUrl() }]);
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${demo.ref}`);
    const note = page.getByRole('region', { name: 'Buying costs' }).getByTestId('upper-bound-note');
    await note.waitFor();
    assert.match(await note.textContent(), /this is the most you would pay/);
    const guide = await note.getByRole('link', { name: 'How the cadastral value works' }).getAttribute('href');
    assert.match(guide, /buyers-guide\.html#buying-taxes$/);
    await page.goto(`${baseUrl()}${guide}`);
    assert.match(await page.locator('#buying-taxes').textContent(), /cadastral value/);
  });
});

test('the costs operation answers 400 and 404 with clear messages', async () => {
  const { properties } = await getJson('/api/properties?skip=0&take=1');
  const demo = await getJson(`/api/properties/${properties[0].ref}`);
  if (!demo.buying_cost_options.cadastral_basis_available) {
    const refused = await fetch(`${baseUrl()}/api/properties/${demo.ref}/costs?basis=cadastral`);
    assert.equal(refused.status, 400);
    assert.match((await refused.json()).message, /cadastral basis is not available/);
  }
  const bad = await fetch(`${baseUrl()}/api/properties/850/costs?buyer=holiday_home`);
  assert.equal(bad.status, 400);
  const unknown = await fetch(`${baseUrl()}/api/properties/999/costs`);
  assert.equal(unknown.status, 404);
});
