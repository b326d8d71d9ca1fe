// What a crawler gets without JavaScript: head tags, JSON-LD, status codes, headers, sitemap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allVisibleProperties, firstResponse, getJson, jsonLdBlocks, metaContent } from './support/api.mjs';
import { baseUrl } from './support/browser.mjs';

const types = (html) => jsonLdBlocks(html).map((node) => node['@type']).flat();

test('the home page carries its title, description, canonical, social tags, hreflang and agent JSON-LD', async () => {
  const { status, body } = await firstResponse('/');
  assert.equal(status, 200);
  assert.match(body, /<title>[^<]*Piedmont Real Estate[^<]*<\/title>/);
  assert.ok(metaContent(body, 'name', 'description'), 'meta description');
  assert.match(body, new RegExp(`<link rel="canonical" href="${baseUrl()}/"`));
  assert.ok(metaContent(body, 'property', 'og:title'));
  assert.ok(metaContent(body, 'property', 'og:image'));
  assert.ok(metaContent(body, 'name', 'twitter:card'));
  assert.match(body, /hreflang="it"[^>]*href="[^"]*\/it\/index.html"|href="[^"]*\/it\/index.html"[^>]*hreflang="it"/);
  assert.ok(types(body).includes('RealEstateAgent'));
});

test('an Italian page declares its language and its English alternate', async () => {
  const { status, body } = await firstResponse('/it/contatto-langhe-property-immobiliare');
  assert.equal(status, 200);
  assert.match(body, /<html[^>]*lang="it"/);
  assert.match(body, /hreflang="en"/);
});

test('a property page is described by its meta data, listing image and offer', async () => {
  const { properties } = await allVisibleProperties();
  const priced = properties.find((p) => !p.sold && p.price > 0);
  const meta = await getJson(`/api/properties/${priced.ref}/meta`);
  const { status, body } = await firstResponse(`/property/for-sale/in-italy/${priced.ref}`);
  assert.equal(status, 200);
  assert.ok(body.includes(`<title>${escapeHtml(meta.meta_title)}`), 'title from meta_title');
  assert.match(metaContent(body, 'property', 'og:image'), /listing/);
  const listing = jsonLdBlocks(body).find((node) => [node['@type']].flat().includes('RealEstateListing'));
  assert.ok(listing, 'RealEstateListing JSON-LD');
  const offer = [listing.offers].flat()[0];
  assert.equal(Number(offer.price), priced.price);
  assert.equal(offer.priceCurrency, 'EUR');
});

test('a please-call property offers no price and a sold one is sold out', async () => {
  const { properties } = await allVisibleProperties();
  const pleaseCall = properties.find((p) => !p.sold && p.price === 0);
  const sold = properties.find((p) => p.sold);
  const offerOf = async (ref) => {
    const { body } = await firstResponse(`/property/for-sale/in-italy/${ref}`);
    const listing = jsonLdBlocks(body).find((node) => [node['@type']].flat().includes('RealEstateListing'));
    return [listing.offers].flat()[0];
  };
  assert.equal((await offerOf(pleaseCall.ref)).price, undefined);
  assert.match((await offerOf(sold.ref)).availability, /SoldOut/);
});

test('an article page carries Article JSON-LD', async () => {
  const { articles } = await getJson('/api/articles?skip=0&take=10');
  const article = articles[0];
  const { status, body } = await firstResponse(`/piemonte-property-news/langhe-property/${article.path.replace(/^-/, '') || 'article'}/${article.id}`);
  assert.equal(status, 200);
  assert.ok(types(body).includes('Article'));
  assert.ok(body.includes(escapeHtml(article.meta_title)));
});

test('data pages carry the API answers of their first screen, keyed by request', async () => {
  const { articles } = await getJson('/api/articles?skip=0&take=10');
  const { properties } = await getJson('/api/properties?skip=0&take=100');
  // A home with a published price, so its page also carries the calculator's first estimate.
  const ref = properties.find((property) => !property.sold && property.price > 0).ref;
  const pages = [
    // The list's filter bar offers the towns, so they come with the list's first screen.
    ['/piedmont-property-for-sale/1', ['/api/properties?skip=0&take=100', '/api/towns']],
    // The homes suggested under a property are part of its first screen; so are its floor
    // plans and documents, and the buying-costs calculator's first estimate, further down.
    [
      `/property/for-sale/in-italy/${ref}`,
      [
        `/api/properties/${ref}`,
        `/api/properties/${ref}/gallery`,
        `/api/properties/${ref}/media`,
        `/api/properties/${ref}/costs?buyer=second_home&basis=price`,
        `/api/properties/${ref}/similar`,
      ],
    ],
    ['/piemonte-property-news/1', ['/api/articles?skip=0&take=10']],
    [`/piemonte-property-news/langhe-property/x/${articles[0].id}`, [`/api/articles/${articles[0].id}`]],
  ];
  for (const [path, requests] of pages) {
    const { body } = await firstResponse(path);
    const block = body.match(/<script type="application\/json" id="initial-data">([^<]*)<\/script>/);
    assert.ok(block, `${path} has initial data`);
    const data = JSON.parse(block[1]);
    assert.deepEqual(Object.keys(data), requests, path);
    for (const request of requests) assert.deepEqual(data[request], await getJson(request), `${path} ${request}`);
  }
  // The home page shows its featured homes, and nothing else from the API.
  const { body: home } = await firstResponse('/');
  const homeBlock = home.match(/<script type="application\/json" id="initial-data">([^<]*)<\/script>/);
  assert.ok(homeBlock, 'the home page has initial data');
  assert.deepEqual(Object.keys(JSON.parse(homeBlock[1])), ['/api/featured-properties'], 'the home page carries its featured homes only');
});

test('unknown paths and unknown refs answer 404 with the site so it can show its not-found page', async () => {
  for (const path of ['/no-such-page', '/property/for-sale/in-italy/999', '/piemonte-property-news/langhe-property/x/999999']) {
    const { status, body } = await firstResponse(path);
    assert.equal(status, 404, path);
    assert.match(body, /<div id="root">/, path);
  }
});

test('every response carries the security headers and text is compressed', async () => {
  for (const path of ['/', '/api/properties?skip=0&take=1', '/sitemap.xml']) {
    const { headers } = await firstResponse(path, { 'accept-encoding': 'br, gzip' });
    const csp = headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'/, path);
    assert.doesNotMatch(csp.match(/script-src[^;]*/)[0], /unsafe-inline/, path);
    assert.equal(headers.get('x-content-type-options'), 'nosniff', path);
    assert.ok(headers.get('referrer-policy'), path);
    assert.match(csp, /frame-ancestors 'none'/, path);
    assert.match(headers.get('content-encoding') ?? '', /br|gzip/, path);
  }
});

test('the sitemap lists exactly the visible properties, and robots.txt points to it', async () => {
  const { properties } = await allVisibleProperties();
  const { body } = await firstResponse('/sitemap.xml');
  const listed = [...body.matchAll(/\/property\/for-sale\/in-italy\/(\d{3})/g)].map((m) => m[1]);
  assert.deepEqual([...new Set(listed)].sort(), properties.map((p) => p.ref).sort());
  const robots = await firstResponse('/robots.txt');
  assert.match(robots.body, new RegExp(`Sitemap: ${baseUrl()}/sitemap.xml`));
});

function escapeHtml(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
