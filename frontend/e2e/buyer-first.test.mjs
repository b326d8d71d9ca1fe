// A buyer's first questions answered first (issue 28): on a desktop and a phone, the property
// page shows its photo with the number of photos, the price, the key facts and a contact
// button in the first screen (and keeps a contact bar on the phone), each fact once; the list
// says how many homes it found before its first card, lists sold homes after the available
// ones and keeps the map after the results (beside them on a wide screen); a property shows a
// few similar homes; the home page features homes. Every screen stays axe clean.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { allVisibleProperties, getJson } from './support/api.mjs';
import { baseUrl, inSession, launch, waitForApp } from './support/browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const DESKTOP = { width: 1350, height: 940 };
const PHONE = { width: 390, height: 844 };
const SIZES = [['desktop', DESKTOP], ['phone', PHONE]];

/** A session whose visitor has made the cookie choice (no banner over the page). */
async function buyer(viewport, body) {
  await inSession(browser, { viewport }, async (session) => {
    await session.context.addCookies([{ name: 'cookie-consent', value: 'refused', url: baseUrl() }]);
    await body(session);
  });
}

/** A visible, available, priced home with its facts and an energy class, and its detail. */
async function homeForSale() {
  const { properties } = await allVisibleProperties();
  const home = properties.find((p) => !p.sold && p.price > 0 && p.bedrooms != null && p.internal_area_text && p.energy_class);
  assert.ok(home, 'the demo content has an available home with its facts');
  return getJson(`/api/properties/${home.ref}`);
}

/** The element's box, asserted to lie wholly inside the first screen (no scrolling). */
async function inFirstScreen(locator, viewport, what) {
  await locator.waitFor({ timeout: 10_000 });
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is drawn`);
  assert.ok(box.y >= 0 && box.y + box.height <= viewport.height, `${what} ends at ${Math.round(box.y + box.height)} px, below ${viewport.height}`);
  return box;
}

async function assertAxeClean(page, what) {
  const axe = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`), [], `${what}: accessibility`);
}

for (const [name, viewport] of SIZES) {
  test(`${name}: the photo, its count, the price, the key facts and a contact button are in the first screen`, async () => {
    const property = await homeForSale();
    const galleries = await getJson(`/api/properties/${property.ref}/gallery`);
    const photos = galleries.reduce((count, gallery) => count + gallery.pictures.length, 0);
    await buyer(viewport, async ({ page, consoleErrors }) => {
      await page.goto(`${baseUrl()}/property/for-sale/in-italy/${property.ref}`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const summary = page.getByRole('region', { name: 'Price and key facts' });
      await inFirstScreen(summary.getByText(property.price_text, { exact: true }), viewport, 'the price');
      const facts = summary.getByRole('definition');
      const labels = await summary.getByRole('term').allInnerTexts();
      for (const label of ['Type', 'Bedrooms', 'Bathrooms', 'Internal area', 'Energy class']) {
        assert.ok(labels.some((text) => text.trim().toLowerCase() === label.toLowerCase()), `the key facts name ${label}: ${labels}`);
      }
      await inFirstScreen(facts.last(), viewport, 'the last key fact');
      if (photos > 0) {
        const gallery = page.getByRole('link', { name: `Photo Gallery (${photos} ${photos === 1 ? 'photo' : 'photos'})` });
        await inFirstScreen(gallery, viewport, 'the photo count');
      }
      const contact = name === 'phone'
        ? page.getByTestId('sticky-contact-bar').getByRole('link', { name: 'Contact us about this home' })
        : summary.getByRole('link', { name: 'Contact us about this home' });
      await inFirstScreen(contact, viewport, 'the contact button');

      // Each fact once: the area and the energy class are not repeated in the page's own parts.
      const counts = await page.evaluate(({ area, energy }) => {
        const article = document.querySelector('main article').cloneNode(true);
        article.querySelector('[aria-labelledby="similar-homes-title"]')?.remove();
        article.querySelector('[data-testid="sticky-contact-bar"]')?.remove();
        const text = article.textContent;
        return { area: text.split(area).length - 1, energy: text.split(`Energy class${energy}`).length - 1 };
      }, { area: property.internal_area_text, energy: property.energy_class });
      assert.deepEqual(counts, { area: 1, energy: 1 }, 'the area and the energy class each shown once');

      // The button leads to the enquiry form.
      await contact.click();
      const form = page.getByRole('region', { name: 'Enquire about this property!' });
      await form.getByLabel('Name', { exact: true }).waitFor();
      assert.ok(await form.getByLabel('Name', { exact: true }).isVisible());
      const formTop = (await form.boundingBox()).y;
      assert.ok(formTop >= -5 && formTop < viewport.height, `the form is in view after the click (${formTop})`);

      await page.evaluate(() => window.scrollTo(0, 0));
      await assertAxeClean(page, `${name} property page`);
      assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
    });
  });
}

test('phone: the contact bar stays at the bottom of the screen while the page scrolls; a desktop has none', async () => {
  const property = await homeForSale();
  await buyer(PHONE, async ({ page }) => {
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${property.ref}`, { waitUntil: 'networkidle' });
    const bar = page.getByTestId('sticky-contact-bar');
    for (const fraction of [0, 0.5, 1]) {
      await page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f), fraction);
      await page.waitForTimeout(100);
      const box = await bar.boundingBox();
      assert.ok(box && Math.abs(box.y + box.height - PHONE.height) <= 1, `the bar sits at the bottom at ${fraction}: ${JSON.stringify(box)}`);
      assert.ok(await bar.getByText(property.price_text, { exact: true }).isVisible(), 'the bar shows the price');
    }
    // Beside a seven-figure price the button wraps instead of running off the screen.
    const button = await bar.getByRole('link', { name: 'Contact us about this home' }).boundingBox();
    assert.ok(button && button.x >= 0 && button.x + button.width <= PHONE.width + 0.5, `the button fits: ${JSON.stringify(button)}`);
  });
  await buyer(DESKTOP, async ({ page }) => {
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${property.ref}`, { waitUntil: 'networkidle' });
    assert.equal(await page.getByTestId('sticky-contact-bar').isVisible(), false);
  });
});

test('a property shows a few available similar homes, none of them itself, as the API names them', async () => {
  const { properties } = await allVisibleProperties();
  let property;
  let similar;
  for (const candidate of properties.filter((p) => !p.sold)) {
    similar = (await getJson(`/api/properties/${candidate.ref}/similar`)).properties;
    if (similar.length > 0) {
      property = candidate;
      break;
    }
  }
  assert.ok(property, 'some home has similar homes in the demo content');
  assert.ok(similar.length <= 3 && similar.every((home) => !home.sold && home.ref !== property.ref), JSON.stringify(similar.map((h) => h.ref)));
  await buyer(DESKTOP, async ({ page }) => {
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${property.ref}`, { waitUntil: 'networkidle' });
    const section = page.getByRole('region', { name: 'Similar homes' });
    await section.waitFor();
    const shown = await section.getByText(/^Ref: /).allInnerTexts();
    assert.deepEqual(shown.map((text) => text.replace('Ref: ', '').trim()), similar.map((home) => home.ref));
    await section.getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/property/for-sale/in-italy/${similar[0].ref}`));
  });
});

for (const [name, viewport] of SIZES) {
  test(`${name}: the list says how many homes it found before the first card, sold ones last, the map after the results`, async () => {
    const first = await getJson('/api/properties?skip=0&take=100');
    await buyer(viewport, async ({ page }) => {
      await page.goto(`${baseUrl()}/piedmont-property-for-sale/1`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      const count = page.getByText(`${first.total.toLocaleString('en-US')} homes`, { exact: true });
      const card = page.locator('main article').first();
      const countBox = await inFirstScreen(count, viewport, 'the count');
      await card.waitFor();
      const cardBox = await card.boundingBox();
      assert.ok(countBox.y + countBox.height <= cardBox.y, 'the count is above the first card');
      assert.ok(cardBox.y < viewport.height, `the first card starts in the first screen (${cardBox.y})`);

      // Sold homes after the available ones, as the API lists them.
      const sold = await page.locator('main article').evaluateAll((cards) => cards.map((c) => /SOLD/.test(c.textContent)));
      const firstSold = sold.indexOf(true);
      if (firstSold !== -1) assert.ok(sold.slice(firstSold).every(Boolean), `sold after available: ${sold}`);
      assert.deepEqual(
        first.properties.map((p) => p.sold),
        [...first.properties.map((p) => p.sold)].sort((a, b) => Number(a) - Number(b)),
        'the API lists sold homes last',
      );

      const map = page.locator('#list-map');
      if ((await map.count()) > 0) {
        const mapBox = await map.boundingBox();
        if (name === 'desktop') assert.ok(mapBox.x >= cardBox.x + cardBox.width, 'the map beside the results');
        else assert.ok(mapBox.y > cardBox.y + cardBox.height, 'the map after the results');
      }
      await assertAxeClean(page, `${name} list page`);
    });
  });
}

test('the home page features the newest available homes, in both languages', async () => {
  const { properties: featured } = await getJson('/api/featured-properties');
  assert.ok(featured.length > 0 && featured.every((home) => !home.sold), 'featured homes are available ones');
  // The Italian home's cards are the Italian catalogue's (issue #30): 'Rif.', Italian pages.
  for (const [path, heading, refLabel, pages] of [
    ['/', 'Homes for sale now', 'Ref: ', '/property/for-sale/in-italy/'],
    ['/it/index.html', 'Immobili in vendita', 'Rif.: ', '/it/immobile/in-vendita/in-italia/'],
  ]) {
    await buyer(DESKTOP, async ({ page }) => {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      const section = page.getByRole('region', { name: heading });
      await section.waitFor();
      const shown = await section.getByText(new RegExp(`^${refLabel.replace('.', '\\.')}`)).allInnerTexts();
      assert.deepEqual(shown.map((text) => text.replace(refLabel, '').trim()), featured.map((home) => home.ref), path);
      const links = await section.locator('article a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      assert.ok(links.length > 0 && links.every((href) => href.startsWith(pages)), `${path}: ${links}`);
      await assertAxeClean(page, path);
    });
  }
});
