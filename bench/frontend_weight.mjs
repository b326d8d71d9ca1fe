// For each page: the gzipped JavaScript the browser loads before any interaction (the map
// chunk included only if it loaded), then Lighthouse's mobile scores.
// Usage: node bench/frontend_weight.mjs BASE_URL   (bench/frontend.sh starts a server for you)
import { chromium } from '../frontend/node_modules/playwright-core/index.mjs';
import { execFileSync } from 'node:child_process';

const base = process.argv[2].replace(/\/$/, '');
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const api = async (path) => (await fetch(`${base}${path}`)).json();
const property = (await api('/api/properties?skip=0&take=1')).properties[0];
const article = (await api('/api/articles?skip=0&take=1')).articles[0];
const pages = {
  home: '/',
  list: '/piedmont-property-for-sale/1',
  property: `/property/for-sale/in-italy/${property.ref}`,
  article: `/piemonte-property-news/langhe-property/${article.path.replace(/^-/, '') || 'article'}/${article.id}`,
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: FLAGS });
const rows = [];
for (const [name, path] of Object.entries(pages)) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const sizes = await response.request().sizes().catch(() => null);
    if (sizes) scripts.set(response.url(), sizes.responseBodySize);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const map = [...scripts.entries()].filter(([url]) => url.includes('mapbox')).reduce((a, [, b]) => a + b, 0);
  rows.push({ name, path, js: total - map, map });
  await context.close();
}
await browser.close();

const lighthouse = (path) => {
  const out = execFileSync('npx', ['--yes', 'lighthouse@12', `${base}${path}`, '--quiet', '--output=json',
    '--form-factor=mobile', '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=--headless=new ${FLAGS.join(' ')}`],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(out.toString());
  return Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]));
};

console.log('page      JS at start (gzip)  map chunk   perf  a11y  best  seo');
for (const row of rows) {
  const s = lighthouse(row.path);
  console.log(`${row.name.padEnd(9)} ${(row.js / 1024).toFixed(1).padStart(8)} KB         ${(row.map / 1024).toFixed(1).padStart(6)} KB  ${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ${String(s['best-practices']).padStart(4)}  ${String(s.seo).padStart(4)}`);
}
