// For each page: the gzipped JavaScript the browser loads before any interaction (the map
// chunk included only if it loaded), then Lighthouse's mobile scores and metrics, and the
// weight of the first view as Lighthouse counts it (every byte transferred while the page
// loads, in how many requests: the figure to compare with the WordPress peer's 429 KB).
// Usage: [LIGHTHOUSE_RUNS=3] node bench/frontend_weight.mjs BASE_URL
// (bench/frontend.sh starts a server for you)
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

// Lighthouse is CPU-sensitive: LIGHTHOUSE_RUNS (default 1) runs per page, medians reported.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

const lighthouse = (path) => {
  const out = execFileSync('npx', ['--yes', 'lighthouse@12', `${base}${path}`, '--quiet', '--output=json',
    '--form-factor=mobile', '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=--headless=new ${FLAGS.join(' ')}`],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(out.toString());
  const scores = Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, report.audits[id].numericValue]));
  const lcpElement = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?';
  const weight = {
    bytes: report.audits['total-byte-weight'].numericValue,
    requests: report.audits['network-requests'].details.items.length,
  };
  return { scores, metrics, lcpElement, weight };
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

console.log(`Lighthouse mobile, ${RUNS} run(s) per page, medians`);
console.log('page      JS at start (gzip)  map chunk   perf  a11y  best  seo   FCP ms  LCP ms  TBT ms    CLS   SI ms  first view');
const details = [];
for (const row of rows) {
  const runs = Array.from({ length: RUNS }, () => lighthouse(row.path));
  const score = (category) => median(runs.map((run) => run.scores[category]));
  const metric = (name) => median(runs.map((run) => run.metrics[name]));
  const ms = (name) => String(Math.round(metric(name))).padStart(6);
  console.log(`${row.name.padEnd(9)} ${(row.js / 1024).toFixed(1).padStart(8)} KB         ${(row.map / 1024).toFixed(1).padStart(6)} KB  ${String(score('performance')).padStart(4)}  ${String(score('accessibility')).padStart(4)}  ${String(score('best-practices')).padStart(4)}  ${String(score('seo')).padStart(4)}  ${ms('FCP')}  ${ms('LCP')}  ${ms('TBT')}  ${metric('CLS').toFixed(3).padStart(5)}  ${ms('SI')}  ${(median(runs.map((run) => run.weight.bytes)) / 1024).toFixed(0).padStart(5)} KB in ${median(runs.map((run) => run.weight.requests))} requests`);
  details.push(`${row.name}: performance per run ${runs.map((run) => run.scores.performance).join(', ')}; LCP element ${runs[0].lcpElement}`);
}
console.log(details.join('\n'));
