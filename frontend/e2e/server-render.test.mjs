// The first HTML response already holds each page's first screen, drawn by the server from
// the same React code (frontend/src/server/entry-server.tsx run in crates/site/src/ssr):
// readable with JavaScript off, and taken over by React in the browser without being redrawn.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, launch, waitForApp, inSession } from './support/browser.mjs';
import { firstResponse, getJson } from './support/api.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const articlePath = (article) =>
  `/piemonte-property-news/langhe-property/${article.path.replace(/^-/, '') || 'article'}/${article.id}`;

/** The root element's markup as served, before any script runs. */
function rootOf(html) {
  const start = html.indexOf('<div id="root">');
  assert.notEqual(start, -1, 'the page has its root element');
  const end = html.indexOf('<script type="application/json" id="initial-data"', start);
  // React separates neighbouring texts with empty comments; a reader sees one text.
  return html.slice(start, end === -1 ? undefined : end).replaceAll('<!-- -->', '');
}

/** Every page's first screen and a text only its data can produce. */
async function pages() {
  const { properties } = await getJson('/api/properties?skip=0&take=100');
  const property = await getJson(`/api/properties/${properties[0].ref}`);
  const priced = properties.find((p) => !p.sold && p.price > 0);
  const { articles } = await getJson('/api/articles?skip=0&take=1');
  const article = await getJson(`/api/articles/${articles[0].id}`);
  return [
    { path: '/', heading: 'Piedmont Real Estate' },
    { path: '/it/index.html', heading: null, text: 'Vai al contenuto principale' },
    { path: '/piedmont-property-for-sale/1', heading: null, text: `Ref: ${priced.ref}` },
    { path: `/property/for-sale/in-italy/${property.ref}`, heading: property.title, text: `Reference: ${property.ref}` },
    { path: '/piemonte-property-news/1', heading: null, text: articles[0].title },
    { path: articlePath(article), heading: article.title },
  ];
}

/** The newest visible property with a banner picture (a test may have added one without). */
async function propertyWithBanner() {
  const { properties } = await getJson('/api/properties?skip=0&take=20');
  for (const { ref } of properties) {
    const property = await getJson(`/api/properties/${ref}`);
    if (property.background_image) return property;
  }
  throw new Error('no visible property with a banner picture');
}

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

test('the first response of every data page holds its first screen, header and footer', async () => {
  for (const { path, heading, text } of await pages()) {
    const { status, body } = await firstResponse(path);
    assert.equal(status, 200, path);
    const root = rootOf(body);
    assert.match(root, /<header/, `${path} header`);
    assert.match(root, /<footer/, `${path} footer`);
    if (heading) assert.match(root, new RegExp(`<h1[^>]*>${escapeHtml(heading).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`), `${path} h1`);
    if (text) assert.ok(root.includes(escapeHtml(text)), `${path} shows ${text}`);
  }
});

test('the list page is drawn from the page it asks for: page 2 shows other homes than page 1', async () => {
  const first = rootOf((await firstResponse('/piedmont-property-for-sale/1')).body);
  const second = rootOf((await firstResponse('/piedmont-property-for-sale?page=2')).body);
  const refs = (root) => [...root.matchAll(/Ref: (\w+)/g)].map((m) => m[1]);
  assert.ok(refs(first).length > 0 && refs(second).length > 0);
  assert.equal(refs(first).filter((ref) => refs(second).includes(ref)).length, 0);
});

test('with JavaScript off, a visitor still reads the property page and sees its banner', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const property = await propertyWithBanner();
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${property.ref}`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: property.title }).waitFor({ timeout: 5_000 });
    await page.getByText(`Reference: ${property.ref}`).waitFor();
    const banner = page.locator('picture img').first();
    assert.ok(await banner.evaluate((img) => img.complete && img.naturalWidth > 0), 'the banner picture loaded');
    await page.getByRole('link', { name: 'Homes for sale' }).first().click();
    await page.waitForURL(/piedmont-property-for-sale/);
    await page.getByText(/Ref: /).first().waitFor({ timeout: 5_000 });
  } finally {
    await context.close();
  }
});

test('React takes over the served markup without redrawing it or logging an error', async () => {
  for (const { path, heading } of await pages()) {
    await inSession(browser, { viewport: { width: 412, height: 823 } }, async (session) => {
      // Keeps the element the HTML parser made, before any script of the page runs.
      await session.context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const first = document.querySelector('#root header');
          if (first) {
            window.__servedHeader = first;
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await session.page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      // React marks the DOM nodes it owns; the served header must be one of them.
      await waitForApp(session.page);
      assert.ok(await session.page.evaluate(() => window.__servedHeader === document.querySelector('#root header')), `${path}: the served header was kept`);
      if (heading) await session.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // The menu button works: event handlers are attached to the served markup.
      await session.page.getByRole('button', { name: 'Menu' }).click();
      assert.equal(await session.page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded'), 'true', `${path} menu`);
      const ownErrors = session.consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e));
      assert.deepEqual(ownErrors, [], `${path} console`);
    });
  }
});

test("React takes over the property page's served body apart, without redrawing it", async () => {
  const { properties } = await getJson('/api/properties?skip=0&take=1');
  const property = await getJson(`/api/properties/${properties[0].ref}`);
  await inSession(browser, { viewport: { width: 412, height: 823 } }, async (session) => {
    // The form as the HTML parser made it: taken when the parser reaches the data block after
    // the root element, before any script of the page runs.
    await session.context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.getElementById('initial-data')) return;
        window.__servedForm = document.querySelector('#root main form');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await session.page.goto(`${baseUrl()}/property/for-sale/in-italy/${property.ref}`, { waitUntil: 'networkidle' });
    await waitForApp(session.page);
    // The body (description, form, galleries) is its own Suspense boundary, hydrated once its
    // chunk is in: React owns the served form, and its handlers answer.
    await session.page.waitForFunction(
      () => Object.keys(document.querySelector('#root main form') ?? {}).some((key) => key.startsWith('__reactFiber')),
      null,
      { timeout: 15_000 },
    );
    assert.ok(await session.page.evaluate(() => window.__servedForm instanceof HTMLFormElement), 'the form is served');
    assert.ok(await session.page.evaluate(() => window.__servedForm === document.querySelector('#root main form')), 'the served form was kept');
    await session.page.getByRole('region', { name: 'Enquire about this property!' }).getByLabel('Message').fill('Hello');
    await session.page.getByText(/^5\/\d+ characters$/).waitFor({ timeout: 5_000 });
    const ownErrors = session.consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e));
    assert.deepEqual(ownErrors, []);
  });
});

test('the banner is in the first response for a new visitor, and not for one who chose', async () => {
  const banner = /aria-label="Cookie choice"/;
  assert.match(rootOf((await firstResponse('/')).body), banner);
  for (const choice of ['accepted', 'refused']) {
    const { body } = await firstResponse('/', { cookie: `cookie-consent=${choice}` });
    assert.doesNotMatch(rootOf(body), banner, choice);
    assert.match(rootOf(body), /<footer/);
  }
});

test('a returning visitor who chose about cookies gets no banner, and the choice goes to the server', async () => {
  await inSession(browser, {}, async (session) => {
    await session.page.goto(`${baseUrl()}/`);
    // The banner's buttons work once the app has taken over the drawn page.
    await waitForApp(session.page);
    await session.page.getByRole('button', { name: 'Refuse', exact: true }).click();
    await session.page.goto(`${baseUrl()}/about-langhe-property-piedmont`, { waitUntil: 'networkidle' });
    await waitForApp(session.page);
    assert.equal(await session.page.getByRole('region', { name: 'Cookie choice' }).count(), 0);
    const cookies = await session.context.cookies();
    assert.equal(cookies.find((cookie) => cookie.name === 'cookie-consent')?.value, 'refused');
    assert.deepEqual(session.consoleErrors, []);
  });
});

test('nothing moves while pictures arrive and React takes over (no layout shift on a phone)', async () => {
  for (const { path } of await pages()) {
    await inSession(browser, { viewport: { width: 412, height: 823 } }, async (session) => {
      await session.context.addInitScript(() => {
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (!entry.hadRecentInput) window.__shifts.push({
              value: entry.value,
              at: Math.round(entry.startTime),
              // Where each node was and went, and the page's width and height then: a failure
              // names its cause (a scrollbar, a late block above) without a rerun.
              nodes: entry.sources.map((s) => ({
                node: s.node?.outerHTML?.slice(0, 120),
                from: s.previousRect.toJSON(),
                to: s.currentRect.toJSON(),
              })),
              page: [document.documentElement.clientWidth, document.documentElement.scrollHeight],
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Pictures arrive after the first paint, as they do on a slow phone.
      await session.page.route('**/images/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.fallback();
      });
      await session.page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      await session.page.waitForTimeout(500);
      const shifts = await session.page.evaluate(() => window.__shifts);
      assert.deepEqual(shifts, [], `${path} shifted`);
    });
  }
});

test("the header's brand stays put while the rest of the header arrives (a page painted before it is all read)", async () => {
  // On a slow line the browser paints what it has read: the brand before the currency picker,
  // the menu button and the menu. Those arriving must not move it, on a phone (where the menu
  // button wraps to a second line), a tablet or a desktop, in either language.
  for (const path of ['/piedmont-property-for-sale/1', '/it/index.html']) {
    for (const width of [390, 412, 800, 1280]) {
      await inSession(browser, { viewport: { width, height: 823 } }, async (session) => {
        await session.page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
        const places = await session.page.evaluate(() => {
          const brand = document.querySelector('#root header a');
          const place = () => {
            const { left, top } = brand.getBoundingClientRect();
            return `${Math.round(left)},${Math.round(top)}`;
          };
          const seen = [place()];
          // Take the later items away, last first, as a page read only so far would lack them.
          for (const item of [...brand.parentElement.children].slice(1).reverse()) {
            item.remove();
            seen.push(place());
          }
          return seen;
        });
        assert.ok(places.length >= 4, `${path} at ${width}px: the header holds the brand and at least three more items`);
        assert.deepEqual(new Set(places).size, 1, `${path} at ${width}px: the brand moved ${places.join(' → ')}`);
      });
    }
  }
});

test('stylesheets arrive inside the page: none is fetched before the first paint, none is refused', async () => {
  for (const { path } of await pages()) {
    await inSession(browser, { viewport: { width: 412, height: 823 } }, async (session) => {
      await session.context.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const stylesheets = [];
      session.page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await session.page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      const inline = await session.page.locator('head style').count();
      assert.ok(inline >= 1, `${path}: styles inline`);
      const disabledLinks = await session.page.locator('link[rel="stylesheet"][disabled]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      assert.deepEqual(stylesheets.filter((url) => disabledLinks.some((href) => url.endsWith(href))), [], `${path}: inlined sheets fetched`);
      assert.deepEqual(await session.page.evaluate(() => window.__cspViolations), [], `${path}: CSP`);
      // The header is styled: its brand sits on the accent background, not unstyled black on white.
      const background = await session.page.locator('#root header').first().evaluate((el) => getComputedStyle(el).backgroundColor);
      assert.notEqual(background, 'rgba(0, 0, 0, 0)', `${path}: header styled`);
    });
  }
});

test("the app's code is fetched only once the drawn page's main picture is in, and then takes over", async () => {
  const property = await propertyWithBanner();
  await inSession(browser, { viewport: { width: 412, height: 823 } }, async (session) => {
    const events = [];
    session.page.on('request', (request) => events.push({ at: Date.now(), kind: 'request', url: request.url() }));
    session.page.on('requestfinished', (request) => events.push({ at: Date.now(), kind: 'finished', url: request.url() }));
    // The picture takes its time, as on a slow phone.
    await session.page.route('**/images/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fallback();
    });
    await session.page.goto(`${baseUrl()}/property/for-sale/in-italy/${property.ref}`, { waitUntil: 'networkidle' });
    const entry = await session.page.locator('script[data-entry]').getAttribute('data-entry');
    const main = await session.page.locator('#root img[fetchpriority="high"]').evaluate((img) => img.currentSrc);
    const pictureIn = events.find((e) => e.kind === 'finished' && e.url === main);
    const codeAsked = events.find((e) => e.kind === 'request' && e.url.endsWith(entry));
    assert.ok(pictureIn && codeAsked, `picture ${main} and entry ${entry} both loaded`);
    assert.ok(codeAsked.at >= pictureIn.at, 'the app was fetched after the main picture');
    await waitForApp(session.page);
    assert.deepEqual(session.consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
  });
});
