// Debian's Chromium driven by playwright-core. `npx playwright install` cannot work here.
import { chromium } from 'playwright-core';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
  // Names other than loopback do not resolve: nothing leaves the machine, and no request waits
  // on Playwright's interception, which a route on every request costs in the browser and in
  // node (openPage records what was refused).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through scripts/test.sh');
  return url.replace(/\/$/, '');
};

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: FLAGS,
  });
}

/**
 * A page whose requests to anything but our own server (`siteUrl`) and `allowedOrigins` are
 * recorded (and, but for loopback, refused by the browser's resolver: Mapbox hosts included),
 * with what went to an allowed origin and every console error, so tests can assert on all
 * three. `userAgent` and `locale`
 * stand in for a person's browser where the server tells people from tools (the visit counts
 * leave headless Chrome out).
 */
export async function openPage(
  browser,
  { viewport = { width: 1280, height: 900 }, siteUrl = baseUrl(), allowedOrigins = [], userAgent, locale, extraHTTPHeaders } = {},
) {
  const context = await browser.newContext({
    viewport,
    ...(userAgent ? { userAgent } : {}),
    ...(locale ? { locale } : {}),
    ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}),
  });
  const origin = new URL(siteUrl).origin;
  const thirdPartyRequests = [];
  const allowedRequests = [];
  const consoleErrors = [];
  const ours = (url) => url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:');
  const allowed = (url) => allowedOrigins.some((other) => url.startsWith(`${other}/`));
  // Recorded, not intercepted: the launch flags keep every name but loopback from resolving,
  // so a third party's request fails on its own (a route on every request cost the browser
  // and node a tenth and two fifths of their CPU in the browser suites).
  context.on('request', (request) => {
    const url = request.url();
    if (ours(url)) return;
    (allowed(url) ? allowedRequests : thirdPartyRequests).push(url);
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const from = message.location()?.url ?? '';
    // A request the launch flags kept from resolving fails as the refused one did (net::ERR_FAILED).
    if (text.includes('net::ERR_NAME_NOT_RESOLVED')) {
      consoleErrors.push(`Failed to load resource: net::ERR_FAILED (refused: ${from})`);
      return;
    }
    consoleErrors.push(text);
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  return { context, page, thirdPartyRequests, allowedRequests, consoleErrors };
}

/**
 * Runs `body` with a fresh page, then checks that nothing reached a third party but the
 * Mapbox hosts the maps try (and the page blocks), and closes the page's context.
 */
export async function withPage(browser, body) {
  await inSession(browser, {}, async (session) => {
    await body(session);
    const thirdParties = session.thirdPartyRequests.filter((url) => !/mapbox/.test(url));
    if (thirdParties.length > 0) throw new Error(`requests to third parties: ${thirdParties.join(', ')}`);
  });
}

/** Runs `body` with a fresh page (`options` as `openPage` takes them), then closes its context. */
export async function inSession(browser, options, body) {
  const session = await openPage(browser, options);
  try {
    return await body(session);
  } finally {
    await session.context.close();
  }
}

/**
 * Waits until the app has taken over the server-drawn page (React owns the header). Before
 * that the page's links are plain links: a click is a full page load, which is fine for a
 * visitor but not what a test of in-app navigation means to click.
 */
export async function waitForApp(page) {
  await page.waitForFunction(
    () => Object.keys(document.querySelector('#root header') ?? {}).some((key) => key.startsWith('__reactFiber')),
    null,
    { timeout: 15_000 },
  );
}

/**
 * Waits until React owns `locator`'s element too, then clicks it. The header is hydrated
 * first; a part of the page in its own Suspense boundary may still be served markup. Clicks
 * made right after `waitForApp` on a loaded machine twice left the page where it was (CI,
 * 2026-11-27; cause not pinned: a full load held back while the app started did complete).
 */
export async function clickInApp(locator) {
  await locator.waitFor();
  await locator.page().waitForFunction(
    (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')),
    await locator.elementHandle(),
    { timeout: 15_000 },
  );
  await locator.click();
}

/** Waits for a toast (or any text) the page shows, as written. */
export async function expectToast(page, text) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}
