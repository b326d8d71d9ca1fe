// On every static route in both languages (and the list and property pages), the title and meta
// description the server draws into the HTML are the ones the page shows once the app has
// started: crawlers and visitors read the same texts (issue 11).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { baseUrl, launch, waitForApp, inSession } from './support/browser.mjs';

// The generated module is an object literal: read it as JSON.
const generated = readFileSync(new URL('../src/config/site-knowledge.generated.ts', import.meta.url), 'utf8');
const heads = JSON.parse(generated.slice(generated.indexOf('{'), generated.lastIndexOf('} as const') + 1)).pageHeads;
// The lists in both languages, and a home's pages: one written in Italian too, one in English only (issue #30).
const ROUTES = [
  ...Object.keys(heads.pages),
  '/piedmont-property-for-sale/1',
  '/it/immobili-in-vendita-piemonte/1',
  '/piemonte-property-news/1',
  '/property/for-sale/in-italy/101-farmhouse-barolo',
  '/it/immobile/in-vendita/in-italia/101-farmhouse-barolo',
  '/it/immobile/in-vendita/in-italia/112',
];

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const decode = (text) =>
  text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The head as the server sends it, before any script runs. */
async function servedHead(path) {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  assert.ok(title !== undefined && description !== undefined, `${path}: no title or description in ${html.slice(0, 400)}`);
  return { title: decode(title), description: decode(description) };
}

for (const path of ROUTES) {
  test(`${path}: the served head is the one the app shows`, async () => {
    const served = await servedHead(path);
    await inSession(browser, {}, async ({ page }) => {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      // The app sets the head in an effect after it has taken over: give it that moment.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
      const shown = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        descriptions: document.querySelectorAll('meta[name="description"]').length,
      }));
      assert.equal(shown.title, served.title, `${path}: title`);
      assert.equal(shown.description, served.description, `${path}: description`);
      assert.equal(shown.descriptions, 1, `${path}: one description`);
      if (heads.pages[path]) assert.equal(served.title, heads.pages[path].title, `${path}: the generated copy`);
    });
  });
}
