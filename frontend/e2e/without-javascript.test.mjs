// A reader without JavaScript (or a crawler, a link preview, a portal's scraper) gets the whole
// page from the served HTML: a real browser with scripts off shows every section the app would.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, launch } from './support/browser.mjs';
import { allVisibleProperties, getJson } from './support/api.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Runs `body` with a page of a browser context whose scripts never run. */
async function withoutJavaScript(body) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  try {
    await body(await context.newPage());
  } finally {
    await context.close();
  }
}

/** A listed, priced home with more than one gallery picture: every section has something to show. */
async function richProperty() {
  const { properties } = await allVisibleProperties();
  for (const summary of properties) {
    if (summary.sold || !summary.price) continue;
    const galleries = await getJson(`/api/properties/${summary.ref}/gallery`);
    const pictures = galleries.reduce((count, gallery) => count + gallery.pictures.length, 0);
    if (pictures > 1) return { property: await getJson(`/api/properties/${summary.ref}`), galleries };
  }
  throw new Error('the demo content has no priced home with a gallery');
}

/** The first sentence-long run of the description's text, as a reader sees it. */
function descriptionExcerpt(html) {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  assert.ok(text.length > 20, 'the property has a description');
  return text.split(' ').slice(0, 6).join(' ');
}

test('with JavaScript off, a property page shows its price, description, every gallery picture and the enquiry form', async () => {
  const { property, galleries } = await richProperty();
  await withoutJavaScript(async (page) => {
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${property.ref}`);
    const body = page.locator('main');

    await assert.doesNotReject(body.getByText('Price', { exact: true }).waitFor({ timeout: 2000 }), 'the price box');
    assert.equal(await body.getByText(property.price_text, { exact: true }).first().isVisible(), true, property.price_text);
    const excerpt = descriptionExcerpt(property.description);
    assert.equal(await body.getByText(excerpt).first().isVisible(), true, `the description (${excerpt})`);

    // The banner's 'Photo Gallery' link lands on the thumbnails, each linking to its full picture.
    const gallery = page.locator('#gallery');
    assert.equal(await gallery.count(), 1, 'the Photo Gallery link has its target');
    for (const { pictures, small_pictures: small } of galleries) {
      for (const [index, full] of pictures.entries()) {
        const link = gallery.locator(`a[href="${full}"]`);
        assert.equal(await link.count(), 1, `a lightbox link to ${full}`);
        const thumbnail = link.locator('img');
        assert.equal(await thumbnail.getAttribute('loading'), 'lazy', `${full}: its thumbnail waits until scrolled near`);
        assert.equal(await thumbnail.getAttribute('src'), small[index], `${full}: its thumbnail`);
      }
    }

    // The enquiry form is the one under its heading; the viewing request form further down has its own.
    const form = body.getByRole('region', { name: 'Enquire about this property!' }).locator('form');
    assert.equal(await form.count(), 1, 'the enquiry form');
    for (const label of ['Name', 'Email', 'Message']) {
      assert.equal(await form.getByLabel(label, { exact: true }).isVisible(), true, `the form's ${label} field`);
    }
  });
});

test('with JavaScript off, the news list shows all its cards and a link to the next page', async () => {
  const { articles, pages } = await getJson('/api/articles?skip=0&take=10');
  assert.equal(articles.length, 10, 'the demo content fills the first page');
  assert.ok(pages > 1, 'and has a second');
  await withoutJavaScript(async (page) => {
    await page.goto(`${baseUrl()}/piemonte-property-news/1`);
    const main = page.locator('main');
    for (const article of articles) {
      const card = main.getByRole('heading', { name: article.title, exact: true });
      assert.equal(await card.count(), 1, `the card of ${article.title}`);
      assert.equal(await card.isVisible(), true, `the card of ${article.title} shows`);
    }
    assert.equal(await main.locator('a[href="/piemonte-property-news/2"]').count() > 0, true, 'a link to page 2');
  });
});

/** The paths a sitemap (or a sitemap index's parts) lists. */
async function sitemapPaths(path = '/sitemap.xml') {
  const xml = await (await fetch(`${baseUrl()}${path}`)).text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (!xml.includes('<sitemapindex')) return locations;
  return (await Promise.all(locations.map((part) => sitemapPaths(part)))).flat();
}

/** Where a page's links lead on this site, as plain paths (no scripts: only `<a href>`). */
function linkedPaths(html, from) {
  const origin = new URL(baseUrl()).origin;
  const paths = [];
  for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const url = new URL(href.replaceAll('&amp;', '&'), from);
    // A list's filtered views are countless and are not in the sitemap.
    if (url.origin === origin && !url.search) paths.push(url.pathname);
  }
  return paths;
}

test('a crawler that runs no JavaScript reaches every address of the sitemap from the home page', async () => {
  const wanted = new Set(await sitemapPaths());
  assert.ok(wanted.size > 20, 'the sitemap lists the demo content');
  const seen = new Set(['/']);
  const queue = ['/'];
  while (queue.length > 0) {
    const path = queue.shift();
    const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
    if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) continue;
    for (const next of linkedPaths(await response.text(), response.url)) {
      // Pictures, feeds and the API are files, not pages to follow.
      if (seen.has(next) || /^\/(images|api|assets)\//.test(next) || /\.(xml|jpe?g|webp|png|pdf)$/.test(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  const missed = [...wanted].filter((path) => !seen.has(path));
  assert.deepEqual(missed, [], `${missed.length} of ${wanted.size} sitemap addresses are reached by no link`);
});
