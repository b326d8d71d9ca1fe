// A person's browser keeps the pages it loaded and revalidates them on a reload or a return
// visit (If-None-Match → 304). The 304's headers replace the kept page's (RFC 9111 §4.3.4), its
// Content-Security-Policy among them, so a 304 that named fewer inline styles than its 200 left
// every reloaded page unstyled (issue 43) while every test passed: Playwright turns the HTTP
// cache off in a context that routes requests, as `openPage` does. These pages are opened in a
// context that routes nothing, so the cache works as it does for people; each page is loaded,
// reloaded, and must look the same, on a desktop and on a 390 px phone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, launch, waitForApp } from './support/browser.mjs';
import { getJson } from './support/api.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** One page of every kind the site serves: static, lists, items, both languages, a staff screen. */
async function everyKindOfPage() {
  const { properties } = await getJson('/api/properties?skip=0&take=1');
  const [property] = properties;
  const { articles } = await getJson('/api/articles?skip=0&take=1');
  const [article] = articles;
  return [
    '/',
    '/piedmont-property-for-sale/1',
    `/property/for-sale/in-italy/${property.ref}`,
    '/piemonte-property-news',
    `/piemonte-property-news/langhe-property/${article.path.replace(/^-/, '') || 'article'}/${article.id}`,
    '/contact-langhe-property',
    '/it/index.html',
    '/it/immobili-in-vendita-piemonte/1',
    `/it/immobile/in-vendita/in-italia/${property.ref}`,
    '/sign-in',
    '/staff/enquiries',
  ];
}

/** What a person sees of a page's styles: the computed styles of its landmarks, and the sheets in force. */
function styleSignature(page) {
  return page.evaluate(() => {
    const properties = ['font-family', 'font-size', 'color', 'background-color', 'display', 'position', 'padding-top', 'list-style-type'];
    const seen = {};
    for (const selector of ['body', 'header', 'header nav', 'h1', 'main', 'footer', 'footer ul', 'main img']) {
      const element = document.querySelector(selector);
      if (!element) continue;
      const style = getComputedStyle(element);
      seen[selector] = Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
      seen[selector].width = Math.round(element.getBoundingClientRect().width);
    }
    seen.sheets = [...document.styleSheets].filter((sheet) => !sheet.disabled).length;
    seen.violations = window.__cspViolations ?? [];
    return seen;
  });
}

/**
 * Waits until the page is what a person looks at: loaded, hydrated, and its styles no longer
 * changing. A screen's own stylesheet arrives with its chunk after hydration; a fixed wait for
 * the network to go quiet (5 s) was shorter than that on a loaded CI machine, so the first
 * load was read before its last sheet and compared with a reload that had them all from the
 * cache. The signature is read until two reads 300 ms apart agree.
 */
async function settled(page) {
  await page.waitForLoadState('load');
  await waitForApp(page);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  let previous = await styleSignature(page);
  for (const started = Date.now(); Date.now() - started < 20_000; ) {
    await page.waitForTimeout(300);
    const current = await styleSignature(page);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  throw new Error(`${page.url()}: its styles kept changing for 20 s`);
}

for (const { name, viewport } of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: '390 px phone', viewport: { width: 390, height: 844 } },
]) {
  test(`on a ${name}: every kind of page looks the same after a reload, revalidated with a 304`, async () => {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        // The styles' own directive: what a 304 with fewer style hashes broke.
        if (event.violatedDirective.startsWith('style-src')) {
          window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
        }
      });
    });
    try {
      const page = await context.newPage();
      // What the server answered for each page load, as it came off the wire: Playwright's own
      // response events report the kept 200 a 304 revalidated, not the 304.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const documents = new Set();
      let wire = [];
      cdp.on('Network.requestWillBeSent', (event) => {
        if (event.type === 'Document') documents.add(event.requestId);
      });
      cdp.on('Network.responseReceivedExtraInfo', (event) => {
        if (documents.has(event.requestId)) wire.push({ status: event.statusCode, etag: event.headers.etag ?? event.headers.ETag });
      });
      for (const path of await everyKindOfPage()) {
        wire = [];
        await page.goto(`${baseUrl()}${path}`);
        const loaded = await settled(page);
        assert.deepEqual(wire.map(({ status }) => status), [200], `${path}: loaded`);
        // Every page is validated by its ETag but the sign-in page, whose address may carry a
        // one-time secret and which is never kept (crates/site/src/site.rs, worth_keeping).
        const validated = Boolean(wire[0].etag);
        assert.equal(validated, path !== '/sign-in', `${path}: an ETag to revalidate with`);
        assert.deepEqual(loaded.violations, [], `${path}: no style refused on the first load`);
        assert.doesNotMatch(loaded.body['font-family'], /Times New Roman/, `${path}: styled on the first load`);

        wire = [];
        await page.reload();
        const reloaded = await settled(page);
        assert.deepEqual(wire.map(({ status }) => status), [validated ? 304 : 200], `${path}: the browser revalidated its kept page`);
        assert.deepEqual(reloaded, loaded, `${path}: the same after a reload`);
      }
    } finally {
      await context.close();
    }
  });
}
