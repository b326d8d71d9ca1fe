#!/usr/bin/env node
// Walks through the shell's interactive behaviour in headless Chromium against a running
// server: redirects, link rules, menu, consent-gated video, lightbox keys, forms.
// Usage: node scripts/check-interactions.mjs [baseUrl]   (default http://127.0.0.1:4173)
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const results = [];
async function check(name, run) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await run(page);
    results.push(`ok   ${name}`);
  } catch (error) {
    results.push(`FAIL ${name}: ${error.message.split('\n')[0]}`);
  }
  await context.close();
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}

await check('unknown path redirects to /not-found', async (page) => {
  await page.goto(`${base}/no/such/page`);
  await page.waitForURL('**/not-found');
  assert((await page.textContent('main')).includes("Sorry! This page, unlike Barolo, hasn't aged well.. It's either been deleted or moved."), '404 text');
});

await check('English menu marks the current entry; Italiano switch', async (page) => {
  await page.goto(`${base}/contact-langhe-property`);
  const current = await page.locator('header nav [aria-current="page"]').textContent();
  assert(current === 'Contact', `current is ${current}`);
  assert((await page.locator('header nav a', { hasText: 'Italiano' }).getAttribute('href')) === '/it/index.html', 'switch href');
});

await check('Italian pages: Italian menu, Inglese switch, Italian footer, lang=it', async (page) => {
  await page.goto(`${base}/it/index.html`);
  await page.waitForSelector('main h1');
  const items = await page.locator('header nav li').allTextContents();
  assert(items.join('|') === 'Home|Servizi|Fotografia|Contatti|Inglese', items.join('|'));
  assert((await page.getAttribute('html', 'lang')) === 'it', 'html lang');
  assert((await page.textContent('footer')).includes('P.IVA'), 'footer');
});

await check('.html link does a full page load; router link does not', async (page) => {
  await page.goto(`${base}/`);
  await page.evaluate(() => (window.__marker = 1));
  await page.click('main a[href="/consultancy-service"] >> nth=0');
  await page.waitForURL('**/consultancy-service');
  assert((await page.evaluate(() => window.__marker)) === 1, 'router link reloaded the page');
  await page.click('footer a[href="/selling-your-home/in-piedmont-italy.html"]');
  await page.waitForURL('**/in-piedmont-italy.html');
  await page.waitForSelector('main h1');
  assert((await page.evaluate(() => window.__marker)) === undefined, '.html link did not reload');
});

await check('mobile menu toggles with aria-expanded', async (page) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${base}/`);
  const toggle = page.locator('header button[aria-expanded]');
  assert((await toggle.getAttribute('aria-expanded')) === 'false', 'starts closed');
  await toggle.focus();
  await page.keyboard.press('Enter');
  assert((await toggle.getAttribute('aria-expanded')) === 'true', 'opens');
  assert(await page.locator('header nav a', { hasText: 'Homes for sale' }).isVisible(), 'menu visible');
  await page.keyboard.press('Escape');
  assert((await toggle.getAttribute('aria-expanded')) === 'false', 'Escape closes');
});

await check('video: no iframe before click and consent; nocookie iframe after', async (page) => {
  const youtube = [];
  page.on('request', (r) => r.url().includes('youtube') && youtube.push(r.url()));
  await page.route(/youtube/, (route) => route.abort());
  await page.goto(`${base}/about-langhe-property-piedmont`);
  assert((await page.locator('iframe').count()) === 0, 'iframe before click');
  await page.click('main button:has-text("Play video")');
  assert((await page.locator('iframe').count()) === 0, 'iframe before consent');
  assert(youtube.length === 0, 'request before consent');
  await page.click('main button:has-text("Accept cookies and play")');
  const src = await page.locator('iframe').getAttribute('src');
  assert(src.startsWith('https://www.youtube-nocookie.com/embed/'), src);
  assert((await page.locator('text=We use only the cookies').count()) === 0, 'banner gone after accepting');
});

await check('cookie banner: closing refuses and is remembered', async (page) => {
  await page.goto(`${base}/`);
  await page.click('button[aria-label="Close and refuse"]');
  assert((await page.evaluate(() => localStorage.getItem('cookie-consent'))) === 'refused', 'stored');
  await page.reload();
  assert((await page.locator('button:has-text("Refuse")').count()) === 0, 'banner shown again');
});

await check('lightbox: arrows navigate, Esc closes, focus returns', async (page) => {
  await page.goto(`${base}/photography/photography-service`);
  const thumb = page.locator('#gallery-drone ~ ul button').first();
  await thumb.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog[open]');
  await dialog.waitFor();
  assert((await dialog.textContent()).includes('(1 of 6)'), 'first picture');
  await page.keyboard.press('ArrowRight');
  assert((await dialog.textContent()).includes('(2 of 6)'), 'ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert((await dialog.textContent()).includes('(6 of 6)'), 'wraps');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
  assert(await page.evaluate(() => !!document.activeElement.closest('dialog')), 'focus left the dialog');
  await page.keyboard.press('Escape');
  assert((await page.locator('dialog[open]').count()) === 0, 'Esc closes');
  assert(await page.evaluate(() => document.activeElement.getAttribute('aria-label')?.startsWith('Enlarge')), 'focus restored');
});

await check('carousel moves with arrow keys', async (page) => {
  await page.goto(`${base}/about-langhe-property-piedmont`);
  await page.locator('button[aria-label="Next photo"]').focus();
  await page.keyboard.press('ArrowRight');
  assert((await page.locator('[aria-roledescription="slide"]').getAttribute('aria-label')) === '2 of 6', 'moved');
});

await check('English contact: first validation message, then unwired failure text', async (page) => {
  await page.goto(`${base}/contact-langhe-property`);
  await page.click('button:has-text("Send message")');
  assert((await page.textContent('main form [role="alert"]')) === "'Name' field missing", 'name');
  await page.fill('input[name="name"]', 'Anna');
  await page.fill('input[name="email"]', 'anna');
  await page.click('button:has-text("Send message")');
  assert((await page.textContent('main form [role="alert"]')) === 'Please insert a valid email address', 'email');
  await page.fill('input[name="email"]', 'anna@example.com');
  await page.fill('textarea[name="message"]', 'Hello');
  await page.click('button:has-text("Send message")');
  await page.waitForSelector('text=There was a problem. Try again later or send us an email.');
});

await check('Italian contact messages', async (page) => {
  await page.goto(`${base}/it/contatto-langhe-property-immobiliare`);
  await page.click('button:has-text("Invia messaggio")');
  assert((await page.textContent('main form [role="alert"]')) === "Campo 'Nome' mancante", 'nome');
});

await check('consultancy: validation error scrolls to the form', async (page) => {
  await page.goto(`${base}/consultancy-service`);
  await page.locator('button:has-text("Send request")').scrollIntoViewIfNeeded();
  await page.click('button:has-text("Send request")');
  assert((await page.textContent('#consultancy-request [role="alert"]')) === "'Name' field missing", 'message');
  await page.waitForTimeout(800);
  const top = await page.evaluate(() => document.getElementById('consultancy-request').getBoundingClientRect().top);
  assert(Math.abs(top) < 120, `form top at ${top}`);
});

await check('newsletter: invalid email message, then failure while unwired', async (page) => {
  await page.goto(`${base}/`);
  await page.click('footer button:has-text("Subscribe")');
  assert((await page.textContent('footer form [role="alert"]')) === 'Please enter your email address', 'missing');
  await page.fill('footer input[placeholder="Email"]', 'a@b.it');
  await page.check('footer input[type="checkbox"]');
  await page.click('footer button:has-text("Subscribe")');
  await page.waitForSelector('footer form [role="alert"]:has-text("Sorry")');
});

await check('avatar shows the stored user picture', async (page) => {
  await page.goto(`${base}/`);
  await page.evaluate(() => localStorage.setItem('user', JSON.stringify({ picture: '/icons/icon-192.png', role: 'admin' })));
  await page.reload();
  await page.waitForSelector('header img[src="/icons/icon-192.png"]');
});

await check('navigation scrolls to the top; skip link focuses main', async (page) => {
  await page.goto(`${base}/`);
  await page.waitForSelector('main h1');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.click('footer a[href="/about-langhe-property-piedmont"]');
  await page.waitForURL('**/about-langhe-property-piedmont');
  await page.waitForSelector('main h1:has-text("About")');
  assert((await page.evaluate(() => window.scrollY)) === 0, 'not at top');
  assert(await page.evaluate(() => document.activeElement?.id === 'main-content'), 'focus moved to the new screen');
  await page.reload();
  await page.waitForSelector('main h1');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert(await page.evaluate(() => document.activeElement?.id === 'main-content'), 'skip link');
});

await browser.close();
console.log(results.join('\n'));
process.exit(results.some((r) => r.startsWith('FAIL')) ? 1 : 0);
