#!/usr/bin/env node
// Opens every content route in headless Chromium against a running server, and reports
// console errors, requests to other origins and axe-core violations.
// Usage: node scripts/check-pages.mjs [baseUrl]   (default http://127.0.0.1:4173)
import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const ROUTES = [
  '/',
  '/about-langhe-property-piedmont',
  '/contact-langhe-property',
  '/it/contatto-langhe-property-immobiliare',
  '/consultancy-service',
  '/photography/photography-service',
  '/not-found',
  '/home-buyers-guide/piedmont-italy/buyers-guide.html',
  '/selling-your-home/in-piedmont-italy.html',
  '/consultancy-service.html',
  '/it/servizi-langhe-property-immobiliare.html',
  '/it/index.html',
  '/it/fotografia.html',
  '/it/fotografico.html',
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let failures = 0;
for (const route of ROUTES) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems = [];
    // Resource failures are reported by URL below; /api answers need the Rust server.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() >= 400 && !url.pathname.startsWith('/api/')) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('request', (request) => {
      if (!request.url().startsWith(base) && !request.url().startsWith('data:')) problems.push(`third-party request: ${request.url()}`);
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForSelector('main h1');
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations) {
      problems.push(`axe ${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`);
    }
    const title = await page.title();
    console.log(`${problems.length ? 'FAIL' : 'ok  '} ${width}px ${route} — ${title}`);
    problems.forEach((p) => console.log(`     ${p}`));
    failures += problems.length;
    await context.close();
  }
}
await browser.close();
process.exit(failures ? 1 : 0);
