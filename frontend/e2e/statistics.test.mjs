// Cookie-less visit statistics (issue 29), from a buyer's browser to the consultant's screen:
// a visitor (desktop and a 390 px phone) opens the home page and moves on in the app to the list
// and a home; the app tells the server of each page it shows without asking it (a beacon to
// /api/events, answered 202, carrying no cookie), and no answer sets a cookie. A search that
// finds nothing is counted too. Then an admin opens Statistics from the staff bar and finds the
// site's views, the search that found nothing and, through `?ref=`, the home's own views (named
// by its title, marked in her list of homes); every screen axe-clean, no console errors.
// The admin, stats-admin@example.com, is an account made here (support/staff.mjs).
//
// The server counts people's browsers only: headless Chrome is a tool and is left out, so the
// visitor here names itself as an ordinary Chrome and sends Accept-Language, as browsers do.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, clickInApp, inSession, launch, waitForApp } from './support/browser.mjs';
import { plantSession, signInWithLink } from './support/session.mjs';
import { staffSignInLink } from './support/staff.mjs';

const VISITORS = [
  {
    name: 'desktop',
    viewport: { width: 1280, height: 900 },
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  },
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  },
];
/** Filters no home of the demo or the fixture matches. */
const EMPTY_SEARCH = 'min_price=90000000&kind=land';
const EMPTY_SEARCH_TEXT = 'Land, from €90,000,000';

let browser;
/** The home the visitors opened, for the admin's `?ref=`. */
let visitedRef;
/** The admin's session, signed in on the desktop and planted on the phone (a link serves once). */
let adminSession;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const consoleTrouble = (errors) => errors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e));

async function axeViolations(page, include) {
  const builder = new AxeBuilder({ page });
  const axe = await (include ? builder.include(include) : builder).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const isEvents = (request) => new URL(request.url()).pathname === '/api/events';

/**
 * Every beacon the page sends to /api/events, once done: its body, its headers as sent and its
 * answer's status (null if it failed); and every answer of the site that tried to set a cookie.
 */
async function watchCounting(page) {
  const origin = new URL(baseUrl()).origin;
  // A beacon's body reaches the test only through an intercepted request: Chromium does not
  // hand it over in its network events. So the beacon's requests alone pass through a route.
  await page.route((url) => url.pathname === '/api/events', (route) => route.continue());
  const events = [];
  const cookieSetters = [];
  const describe = async (request) => ({
    body: request.postDataJSON(),
    headers: await request.allHeaders(),
    status: (await request.response())?.status() ?? null,
  });
  const record = (request) => {
    if (isEvents(request)) events.push(describe(request));
  };
  page.on('requestfinished', record);
  page.on('requestfailed', record);
  page.on('response', async (response) => {
    if (!response.url().startsWith(origin)) return;
    const setCookie = await response.headerValue('set-cookie').catch(() => null);
    if (setCookie) cookieSetters.push(`${response.url()}: ${setCookie}`);
  });

  /** The events once `count` of them are done (`record` hears of each before this wait does). */
  const settled = async (count) => {
    while (events.length < count) {
      await page.waitForEvent('requestfinished', { predicate: isEvents, timeout: 10_000 }).catch(async (error) => {
        const sent = (await Promise.all(events)).map(({ body, status }) => ({ ...body, status }));
        throw new Error(`${count} events awaited at ${page.url()}, ${sent.length} sent: ${JSON.stringify(sent)}`, { cause: error });
      });
    }
    return Promise.all(events);
  };
  return { settled, cookieSetters };
}

for (const { name, viewport, userAgent } of VISITORS) {
  test(`${name}: the app counts the pages it shows with a cookie-less beacon, and no answer sets a cookie`, async () => {
    await inSession(browser, { viewport, userAgent, locale: 'en-GB' }, async ({ page, context, consoleErrors }) => {
      const watch = await watchCounting(page);
      const home = await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
      assert.equal(home.status(), 200);
      assert.equal(await home.headerValue('set-cookie'), null, 'the home page sets no cookie');
      await waitForApp(page);

      await clickInApp(page.getByRole('link', { name: 'See homes for sale' }));
      await page.waitForURL((url) => url.pathname === '/piedmont-property-for-sale/1');
      const card = page.locator('main a[href^="/property/for-sale/in-italy/"]:not([href$="/new"])').first();
      await card.waitFor();
      const href = await card.getAttribute('href');
      const ref = /\/property\/for-sale\/in-italy\/(\d+)/.exec(href)[1];
      await clickInApp(card);
      await page.waitForURL((url) => url.pathname.startsWith(`/property/for-sale/in-italy/${ref}`));
      await page.getByRole('heading', { level: 1 }).waitFor();
      visitedRef ??= ref;
      const propertyPath = new URL(page.url()).pathname;

      // The brochure is the page on paper: a print (the browser's beforeprint) is counted. Its
      // listener is in place once the page's view was sent (the layout's effect runs after the
      // page's own), which a visible heading alone does not promise.
      await watch.settled(2);
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));

      const events = await watch.settled(3);
      const origin = new URL(baseUrl()).origin;
      assert.deepEqual(
        events.map(({ body }) => body),
        [
          // Not the home page: the server counted it when it answered.
          { kind: 'view', path: '/piedmont-property-for-sale/1', referrer: `${origin}/` },
          { kind: 'view', path: propertyPath, referrer: `${origin}/piedmont-property-for-sale/1` },
          { kind: 'brochure_print', path: propertyPath, property: ref },
        ],
      );
      for (const { headers, status } of events) {
        assert.equal(headers.cookie, undefined, 'the beacon carries no cookie');
        assert.match(headers['content-type'] ?? '', /^application\/json/);
        assert.equal(status, 202, 'the beacon is taken');
      }
      assert.deepEqual(await context.cookies(), [], 'no cookie in the browser');
      assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'version')), [], 'nothing counted in local storage');
      assert.deepEqual(await axeViolations(page), [], 'axe on the property page');

      // A search that found nothing, opened straight: the server counts the page, the app the search.
      await page.goto(`${baseUrl()}/piedmont-property-for-sale/1?${EMPTY_SEARCH}`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      await page.getByText('No homes match these filters.').waitFor();
      const all = await watch.settled(4);
      assert.deepEqual(all.at(-1).body, {
        kind: 'empty_search',
        path: `/piedmont-property-for-sale/1?${EMPTY_SEARCH}`,
        search: EMPTY_SEARCH,
      });
      assert.deepEqual(await axeViolations(page), [], 'axe on the empty list');

      assert.deepEqual(watch.cookieSetters, [], 'no answer of the site sets a cookie');
      assert.deepEqual(consoleTrouble(consoleErrors), []);
    });
  });
}

/** The number a figure tile of `region` shows ('1,234' → 1234). */
async function figure(region, label) {
  const text = await region.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').textContent();
  return Number(text.replace(/,/g, ''));
}

/** Reloads until the figure counts something: counts are written in batches, about once a second. */
async function waitForCount(page, regionName, label) {
  for (let tries = 0; tries < 10; tries += 1) {
    const region = page.getByRole('region', { name: regionName });
    await region.locator('dl').waitFor({ timeout: 10_000 });
    const count = await figure(region, label);
    if (count > 0) return count;
    await page.waitForTimeout(1_000);
    await page.reload();
  }
  return 0;
}

test('the admin finds the visits on the statistics screen, for the site and for the home', async () => {
  assert.ok(visitedRef, 'the visitors opened a home first');
  for (const { name, viewport } of VISITORS) {
    await inSession(browser, { viewport }, async ({ page, consoleErrors }) => {
      if (name === 'desktop') {
        await signInWithLink(page, await staffSignInLink('stats-admin@example.com'));
        await clickInApp(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Statistics' }));
        await page.waitForURL((url) => url.pathname === '/staff/statistics');
        adminSession = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
      } else {
        await plantSession(page, adminSession);
        await page.goto(`${baseUrl()}/staff/statistics`);
      }
      await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();

      const views = await waitForCount(page, 'The whole site', 'Page views');
      assert.ok(views > 0, `the site's views are counted (${views})`);
      assert.ok((await figure(page.getByRole('region', { name: 'The whole site' }), 'Visitors')) > 0);
      await page.getByRole('img', { name: /^Views and visitors per day from / }).first().waitFor();
      const searches = page.getByRole('region', { name: 'Searches that found nothing' });
      await searches.getByRole('link', { name: EMPTY_SEARCH_TEXT }).waitFor({ timeout: 10_000 });
      // Each visitor's day ended somewhere: the last page they saw is an exit page.
      const exits = page.getByRole('region', { name: 'Exit pages' });
      assert.ok((await exits.getByRole('rowheader').count()) > 0, 'the pages the visits ended on are listed');
      // Each column says what it counts: the exits' count is their visitors, shown once.
      assert.deepEqual(await exits.getByRole('columnheader').allTextContents(), ['Page', 'Visitors whose day ended here']);
      assert.deepEqual(await axeViolations(page, 'main'), [], `axe on the site's statistics (${name})`);

      if (name === 'desktop') {
        // The home's own page leads to its statistics, among the staff's tools there.
        await page.goto(`${baseUrl()}/property/for-sale/in-italy/${visitedRef}`);
        await clickInApp(page.getByRole('toolbar', { name: 'Property tools' }).getByRole('link', { name: 'Statistics' }));
        await page.waitForURL((url) => url.pathname === '/staff/statistics' && url.searchParams.get('ref') === visitedRef);
        await page.getByRole('link', { name: '7 days' }).click();
      } else {
        await page.getByRole('link', { name: '7 days' }).click();
        await page.waitForURL((url) => url.searchParams.get('days') === '7');
        await page.getByLabel('Property ref').fill(visitedRef);
        await page.getByRole('button', { name: 'Show', exact: true }).click();
      }
      await page.waitForURL((url) => url.searchParams.get('ref') === visitedRef && url.searchParams.get('days') === '7');
      const homeViews = await waitForCount(page, 'One home', 'Page views');
      assert.ok(homeViews > 0, `the home's views are counted (${homeViews})`);
      const home = page.getByRole('region', { name: 'One home' });
      assert.ok((await figure(home, 'Brochure prints')) > 0, 'its brochure prints are counted');
      // The figures name the home by its title and ref; her list of homes marks it, each home
      // there a link to its own figures.
      await home.getByText(`(ref ${visitedRef})`, { exact: false }).first().waitFor();
      const homes = page.getByRole('region', { name: 'Your homes' });
      const row = homes.getByRole('row').filter({ has: page.getByRole('cell', { name: visitedRef, exact: true }) });
      assert.equal(await row.getByRole('link').getAttribute('aria-current'), 'true', 'the home shown is marked in her list');
      assert.equal(
        new URL(await row.getByRole('link').getAttribute('href'), baseUrl()).search,
        `?days=7&ref=${visitedRef}`,
        'the list links to the home over the period shown',
      );
      // The home was reached from the list: its views came from this site.
      await home.getByRole('rowheader', { name: 'This site' }).waitFor();
      assert.deepEqual(await axeViolations(page, 'main'), [], `axe on the home's statistics (${name})`);
      const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      assert.equal(overflows, false, 'nothing wider than the screen');
      assert.deepEqual(consoleTrouble(consoleErrors), []);
    });
  }
});

test('a visitor without a session gets no statistics', async () => {
  const response = await fetch(`${baseUrl()}/api/stats/site?days=7`);
  assert.equal(response.status, 401);
  await inSession(browser, {}, async ({ page }) => {
    await page.goto(`${baseUrl()}/staff/statistics`, { waitUntil: 'networkidle' });
    await page.getByText('Sign in as an admin or agent to read the statistics.').waitFor();
    assert.equal(await page.getByRole('table').count(), 0);
  });
});
