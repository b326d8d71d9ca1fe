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
 * refused (Mapbox hosts included), recording what was refused, what went to an allowed
 * origin, and every console error, so tests can assert on all three. `userAgent` and `locale`
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
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) {
      return route.continue();
    }
    if (allowedOrigins.some((allowed) => url.startsWith(`${allowed}/`))) {
      allowedRequests.push(url);
      return route.continue();
    }
    thirdPartyRequests.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
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
