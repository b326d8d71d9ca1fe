// The catalogue in Italian (issue #30), on a desktop and a 390 px phone: an admin writes a
// home's Italian title and description in the editor; its Italian page shows them, and where a
// text is not written in Italian the English one stands in, marked lang="en"; the header's
// language switch pairs the two pages of the same home. The Italian list, served to a browser
// without JavaScript, filters and pages in Italian. An article written in Italian in its
// editor has its Italian page too. The Italian pages pass axe.
// The admin, italian-admin@example.com, is an account made here (support/staff.mjs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, clickInApp, expectToast, inSession, launch, waitForApp } from './support/browser.mjs';
import { plantSession, sessionFromLink } from './support/session.mjs';
import { staffSignInLink } from './support/staff.mjs';
import { getJson } from './support/api.mjs';

// Two visible demo homes the demo leaves in English only: one for each screen size.
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }, '161'],
  ['phone', { width: 390, height: 844 }, '172'],
];

let browser;
let session;
before(async () => {
  browser = await launch();
  session = await sessionFromLink(browser, await staffSignInLink('italian-admin@example.com'));
});
after(async () => {
  await browser?.close();
});

async function axeViolations(page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [name, viewport, ref] of VIEWPORTS) {
  test(`${name}: an admin writes a home's Italian texts in place; its Italian page shows them, the English ones marked where none is written`, async () => {
    const stored = await getJson(`/api/properties/${ref}`);
    assert.equal(stored.translations.it.title, '', `ref ${ref} starts without Italian texts`);
    const englishPath = `/property/for-sale/in-italy/${ref}${stored.path}`;
    const italianPath = `/it/immobile/in-vendita/in-italia/${ref}${stored.path}`;
    const italianTitle = `Casa di campagna ${ref} tra querce e pioppi`;

    await inSession(browser, { viewport }, async ({ page, context }) => {
      await plantSession(page, session);
      await context.addCookies([{ name: 'cookie-consent', value: 'refused', url: baseUrl() }]);
      await page.goto(`${baseUrl()}${englishPath}`);
      await clickInApp(page.getByRole('button', { name: 'Edit property' }));
      const title = page.getByLabel('Italian title', { exact: true });
      await title.waitFor({ timeout: 15_000 });
      // Each Italian field shows the English text it stands in for.
      assert.equal(await title.getAttribute('placeholder'), stored.title);
      await title.fill(italianTitle);
      const description = page.getByRole('textbox', { name: 'Italian description', exact: true });
      await description.click();
      await page.keyboard.type('Una casa di campagna silenziosa, tra querce e pioppi.');
      // A travel time's label in Italian, beside the English one it stands in for.
      const albaIndex = stored.distances_d.findIndex((distance) => distance.place === 'alba');
      const albaLabel = page.getByLabel(`Distance ${albaIndex + 1} Italian description`, { exact: true });
      assert.equal(await albaLabel.getAttribute('placeholder'), stored.distances_d[albaIndex].descrip);
      await albaLabel.fill(`a due passi da Alba ${ref}`);
      await page.getByRole('button', { name: 'Save property' }).click();
      await expectToast(page, 'Saved');

      await page.goto(`${baseUrl()}${italianPath}`);
      await waitForApp(page);
      assert.equal(await page.locator('html').getAttribute('lang'), 'it');
      const heading = page.getByRole('heading', { level: 1 });
      assert.equal(await heading.textContent(), italianTitle);
      assert.equal(await heading.getAttribute('lang'), null, 'written in Italian');
      const main = page.locator('main');
      await main.getByText('Una casa di campagna silenziosa, tra querce e pioppi.').waitFor();
      assert.equal(await main.getByRole('heading', { name: 'Descrizione' }).count(), 1);
      assert.equal(await main.getByText('Riferimento', { exact: false }).first().isVisible(), true);
      const albaDistance = main.getByText(`a due passi da Alba ${ref}`, { exact: true });
      assert.equal(await albaDistance.getAttribute('lang'), null, 'its Italian label, unmarked');
      // The other travel times have none: their English labels, marked as English.
      const airport = stored.distances_d.find((distance) => distance.place === 'turin-airport');
      assert.equal(await main.getByText(airport.descrip, { exact: true }).getAttribute('lang'), 'en');
      // The second title was not written in Italian: the English one, marked as English.
      const title2 = main.getByRole('heading', { level: 2, name: stored.title2 });
      assert.equal(await title2.getAttribute('lang'), 'en');
      // The listing title neither: the card beside the form shows the English one, marked.
      assert.equal(await main.locator('[lang="en"]', { hasText: stored.listing_title }).count() > 0, true);
      assert.deepEqual(await axeViolations(page), [], 'the Italian page is accessible');

      // The switch leads to the same home in English, and back.
      if (name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: 'Inglese', exact: true }).click();
      await page.waitForURL(`${baseUrl()}${englishPath}`);
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await waitForApp(page);
      if (name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: 'Italiano' }).click();
      await page.waitForURL(`${baseUrl()}${italianPath}`);
      await page.getByRole('heading', { level: 1, name: italianTitle }).waitFor();
    });
    const saved = await getJson(`/api/properties/${ref}`);
    assert.equal(saved.translations.it.title, italianTitle);
    assert.equal(saved.title, stored.title, 'the English title is unchanged');
  });
}

test('an admin writes an article in Italian; its Italian page shows it, paired with the English one', async () => {
  const { articles } = await getJson('/api/articles?skip=0&take=10');
  const article = articles.at(-1);
  assert.equal(article.translations.it.complete, false, 'the demo article starts in English only');
  const slug = article.path.replace(/^[-/]+/, '') || 'article';
  const englishPath = `/piemonte-property-news/langhe-property/${encodeURIComponent(slug)}/${article.id}`;
  const italianPath = `/it/notizie-immobiliari-piemonte/langhe-property/${encodeURIComponent(slug)}/${article.id}`;
  const italianTitle = `Articolo ${article.id} in italiano`;
  await inSession(browser, { viewport: { width: 1280, height: 900 } }, async ({ page, context }) => {
    await plantSession(page, session);
    await context.addCookies([{ name: 'cookie-consent', value: 'refused', url: baseUrl() }]);
    await page.goto(`${baseUrl()}${englishPath}`);
    await clickInApp(page.getByRole('button', { name: 'Edit article' }));
    const title = page.getByLabel('Italian title', { exact: true });
    await title.waitFor({ timeout: 15_000 });
    assert.equal(await title.getAttribute('placeholder'), article.title);
    await title.fill(italianTitle);
    await page.getByRole('textbox', { name: 'Italian article text' }).click();
    await page.keyboard.type('Un testo scritto in italiano.');
    await page.getByRole('button', { name: 'Save article' }).click();
    await expectToast(page, 'Saved');

    await page.goto(`${baseUrl()}${italianPath}`);
    await waitForApp(page);
    assert.equal(await page.locator('html').getAttribute('lang'), 'it');
    await page.getByRole('heading', { level: 1, name: italianTitle }).waitFor();
    await page.locator('main').getByText('Un testo scritto in italiano.').waitFor();
    // The second title is not written in Italian: the English one, marked.
    if (article.title2) assert.equal(await page.getByRole('heading', { level: 2, name: article.title2 }).getAttribute('lang'), 'en');
    assert.deepEqual(await axeViolations(page), [], 'the Italian article is accessible');
    await page.getByRole('link', { name: 'Inglese', exact: true }).click();
    await page.waitForURL(`${baseUrl()}${englishPath}`);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
  });
  const saved = await getJson(`/api/articles/${article.id}`);
  assert.equal(saved.translations.it.complete, true);
  assert.equal(saved.title, article.title, 'the English title is unchanged');
});

test('without JavaScript, the Italian list filters and pages in Italian and links the Italian pages', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/it/immobili-in-vendita-piemonte/1`);
    assert.equal(await page.locator('html').getAttribute('lang'), 'it');
    await page.getByRole('heading', { level: 1, name: 'Immobili in vendita in Piemonte' }).waitFor({ timeout: 5_000 });
    const cards = page.locator('main article a[href^="/it/immobile/in-vendita/in-italia/"]');
    assert.ok((await cards.count()) > 1, 'the cards lead to the Italian pages');
    // The demo's first listing is written in Italian: its card says so.
    await page.getByRole('heading', { name: 'Cascina ristrutturata con vista sul Cannubi' }).waitFor({ timeout: 5_000 });

    // The next page, in Italian.
    await page.getByRole('navigation', { name: 'Pagine degli immobili' }).getByRole('link', { name: 'Pagina 2', exact: true }).click();
    // The document is what is checked, not its pictures: the load event also waits for every
    // picture, which a loaded machine may first have to draw (30 s passed so beside a burner).
    await page.waitForURL(/\/it\/immobili-in-vendita-piemonte\/2$/, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Immobili in vendita in Piemonte' }).waitFor();

    // The filter form: its words in Italian, its answer an Italian list.
    // Closed on a phone until opened, like the English one.
    await page.locator('main details summary').first().click();
    const filters = page.locator('main form').first();
    await filters.getByLabel('Camere da letto').selectOption({ index: 3 });
    await filters.getByRole('button', { name: 'Mostra immobili' }).click();
    await page.waitForURL(/\/it\/immobili-in-vendita-piemonte[^?]*\?.*min_bedrooms=/, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Immobili in vendita in Piemonte' }).waitFor();
    // A filtered list offers the alert, in Italian.
    await page.getByRole('region', { name: 'Inviami per e-mail le nuove case come queste' }).waitFor();
    const found = await page.locator('main [role="status"]').first().textContent();
    assert.match(found, /immobil/i, found);
  } finally {
    await context.close();
  }
});

test("without JavaScript, a home's Italian page tells of its town, distances and figures in Italian, its English page in English", async () => {
  const home = await getJson('/api/properties/101');
  const italian = home.town.translations.it;
  assert.ok(italian.short_description && italian.facts_d.length > 0, 'the demo writes the town in Italian');
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/it/immobile/in-vendita/in-italia/101${home.path}`);
    const town = page.locator('main section', { has: page.getByRole('heading', { name: `Scopra ${home.town.name}` }) });
    const short = town.getByText(italian.short_description, { exact: true });
    await short.waitFor({ timeout: 5_000 });
    assert.equal(await short.getAttribute('lang'), null, 'written in Italian');
    assert.equal(await town.getByText(home.town.short_description).count(), 0);
    const facts = await town.locator('ul').textContent();
    assert.ok(facts.includes(`${italian.facts_d[0].label}:${italian.facts_d[0].value}`), facts);
    assert.equal(await town.locator('[lang="en"]').count(), 0, 'nothing of the town stands in English');
    // The travel times and headline figures carry their Italian labels too.
    const alba = home.distances_d.find((distance) => distance.place === 'alba');
    assert.ok(alba?.descrip_it, 'the demo labels the distances in Italian');
    const distance = page.locator('main').getByText(alba.descrip_it, { exact: true });
    assert.equal(await distance.getAttribute('lang'), null);
    const figures = page.getByRole('list', { name: 'In sintesi' });
    await figures.getByText(home.counter_blocks[0].label_it, { exact: true }).waitFor({ timeout: 5_000 });
    assert.equal(await figures.locator('[lang="en"]').count(), 0);

    await page.goto(`${baseUrl()}/property/for-sale/in-italy/101${home.path}`);
    const englishTown = page.locator('main section', { has: page.getByRole('heading', { name: `About ${home.town.name}` }) });
    await englishTown.getByText(home.town.short_description, { exact: true }).waitFor({ timeout: 5_000 });
    assert.equal(await englishTown.getByText(italian.short_description).count(), 0);
  } finally {
    await context.close();
  }
});

test('the Italian list page is accessible', async () => {
  await inSession(browser, {}, async ({ page }) => {
    await page.goto(`${baseUrl()}/it/immobili-in-vendita-piemonte/1`, { waitUntil: 'networkidle' });
    await waitForApp(page);
    assert.deepEqual(await axeViolations(page), []);
  });
});
