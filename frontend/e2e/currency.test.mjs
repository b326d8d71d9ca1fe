// Prices in the buyer's currency (issue 28): the header's picker adds "≈ £612,000" under every
// priced card, the pick survives a reload, and the property page's price box shows it too,
// with the rate's day on focus. The server-drawn first screen stays in euro. scripts/e2e.sh
// points the server's LANGHE_FX_RATES_URL at a local copy of the ECB's daily document dated
// today, which the server fetches once at start.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, launch, inSession, waitForApp } from './support/browser.mjs';
import { allVisibleProperties, getJson } from './support/api.mjs';

const LIST = '/piedmont-property-for-sale/1';
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The rates the server serves, once its first fetch at start has stored them. */
async function servedRates() {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rates = await getJson('/api/rates');
    if (rates.date) return rates;
    if (Date.now() > deadline) throw new Error('the server fetched no rates from the ECB stand-in');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Three significant figures, worked out apart from the site's own rule. */
function expectedLine(euros, rate) {
  const amount = Math.round(Number((euros * rate.per_euro).toPrecision(3)));
  return `≈ ${rate.symbol}${amount.toLocaleString('en-US')}`;
}

/** Each card's ref and the "≈" line under its price (null when it has none). */
async function cardLines(page) {
  return page.locator('article').filter({ hasText: 'Ref:' }).evaluateAll((cards) =>
    cards.map((card) => ({
      ref: /Ref: (\d+)/.exec(card.textContent)[1],
      line: card.querySelector('[data-approximate-price]')?.firstChild?.textContent ?? null,
    })),
  );
}

async function assertEveryCardIn(page, rate, byRef) {
  const cards = await cardLines(page);
  assert.ok(cards.length >= 10, `${cards.length} cards`);
  let converted = 0;
  for (const { ref, line } of cards) {
    const property = byRef.get(ref);
    assert.ok(property, `card ${ref} is a listed home`);
    if (property.sold || !property.price) {
      assert.equal(line, null, `card ${ref} (sold or "please call") has no converted price`);
    } else {
      assert.equal(line, expectedLine(property.price, rate), `card ${ref}`);
      converted += 1;
    }
  }
  assert.ok(converted >= 10, `${converted} cards converted`);
}

async function assertAxeClean(page, what) {
  const axe = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`), [], `${what}: accessibility`);
}

for (const [size, viewport] of VIEWPORTS) {
  test(`switching currency changes every card and survives a reload (${size})`, async () => {
    const rates = await servedRates();
    const rate = (code) => rates.rates.find((entry) => entry.currency === code);
    const { properties } = await allVisibleProperties();
    const byRef = new Map(properties.map((property) => [property.ref, property]));
    const [year, month, day] = rates.date.split('-').map(Number);
    const rateNote = `ECB reference rate of ${day} ${MONTHS[month - 1]} ${year}`;

    const served = await (await fetch(`${baseUrl()}${LIST}`)).text();
    assert.ok(!served.includes('≈'), 'the server-drawn list is in euro only');

    await inSession(browser, { viewport }, async ({ page, consoleErrors, thirdPartyRequests }) => {
      await page.context().addCookies([{ name: 'cookie-consent', value: 'refused', url: baseUrl() }]);
      await page.goto(`${baseUrl()}${LIST}`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      assert.equal(await page.locator('[data-approximate-price]').count(), 0, 'euro only until a currency is picked');

      const picker = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
      assert.equal(await picker.inputValue(), 'EUR');
      await picker.selectOption('GBP');
      await page.locator('[data-approximate-price="GBP"]').first().waitFor();
      await assertEveryCardIn(page, rate('GBP'), byRef);
      assert.equal(await page.evaluate(() => localStorage.getItem('currency')), 'GBP');
      await assertAxeClean(page, 'the list in pounds');

      await page.reload({ waitUntil: 'networkidle' });
      await waitForApp(page);
      await page.locator('[data-approximate-price="GBP"]').first().waitFor();
      assert.equal(await picker.inputValue(), 'GBP', 'the pick survives a reload');
      await assertEveryCardIn(page, rate('GBP'), byRef);

      await picker.selectOption('CHF');
      await page.locator('[data-approximate-price="CHF"]').first().waitFor();
      await assertEveryCardIn(page, rate('CHF'), byRef);

      // The property page's price box, with the rate's day on keyboard focus.
      const home = properties.find((property) => !property.sold && property.price > 0 && /^\d{3}$/.test(property.ref));
      await page.goto(`${baseUrl()}/property/for-sale/in-italy/${home.ref}`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      // The price box's own line and note: the similar homes' cards below have theirs too.
      const priceBox = page.getByRole('region', { name: 'Price and key facts' });
      const line = priceBox.locator('[data-approximate-price="CHF"]');
      await line.waitFor();
      assert.equal(await line.evaluate((element) => element.firstChild.textContent), expectedLine(home.price, rate('CHF')));
      const note = priceBox.getByText(rateNote, { exact: true });
      assert.equal(await note.isVisible(), false, 'the rate note waits for hover or focus');
      await line.focus();
      await note.waitFor({ state: 'visible' });
      await assertAxeClean(page, 'the property page in francs');

      // Euro again: the converted lines go, and nothing is kept.
      await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
      await line.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => localStorage.getItem('currency')), null);

      // The list's map beside the results tries Mapbox, which is blocked here.
      assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), [], 'no console errors');
      assert.deepEqual(thirdPartyRequests.filter((url) => !/mapbox/.test(url)), [], 'rates come from our own server');
    });
  });
}
