// What Lighthouse's simulated (lantern) LCP would be if some requests of a recorded page load
// weighed less or were not made: the page is loaded once, then audited again from the saved
// trace with the devtools log altered, so the machine's load does not blur the comparison.
// Usage: node bench/lcp_what_if.mjs URL [PATTERN FACTOR]...
//   PATTERN: a regular expression on request URLs; FACTOR: their bytes times this (0 = dropped).
//   e.g. node bench/lcp_what_if.mjs http://127.0.0.1:8080/piedmont-property-for-sale/1 \
//          'listing-.*\.webp' 0.64 'listing-(?!farmhouse-barolo)' 0
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [url, ...pairs] = process.argv.slice(2);
const FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';
const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
const lighthouse = (args) => execFileSync('npx', ['--yes', 'lighthouse@12', url, '--quiet', '--form-factor=mobile',
  '--only-categories=performance', `--chrome-flags=${FLAGS}`, ...args], { env, maxBuffer: 256 * 1024 * 1024 });

const work = mkdtempSync(join(tmpdir(), 'lcp-what-if-'));
const recorded = join(work, 'recorded');
lighthouse([`-G=${recorded}`]);

const audit = (folder) => {
  const report = JSON.parse(lighthouse([`-A=${folder}`, '--output=json']).toString());
  const audits = report.audits;
  const observed = audits.metrics.details.items[0];
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcp: Math.round(audits['largest-contentful-paint'].numericValue),
    observedLcp: observed.observedLargestContentfulPaint,
    // Requests that ended before the observed LCP: lantern's pessimistic graph waits for them.
    before: audits['network-requests'].details.items
      .filter((r, _, all) => r.networkEndTime - all[0].networkRequestTime <= observed.observedLargestContentfulPaint)
      .map((r) => `${r.priority} ${r.resourceType} ${Math.round(r.transferSize / 1024)} KB ${r.url.replace(/^https?:\/\/[^/]+/, '')}`),
  };
};

const altered = (pattern, factor) => {
  const folder = join(work, `x${pattern.replace(/\W+/g, '_')}-${factor}`);
  mkdirSync(folder);
  for (const file of ['artifacts.json', 'defaultPass.trace.json']) copyFileSync(join(recorded, file), join(folder, file));
  const log = JSON.parse(readFileSync(join(recorded, 'defaultPass.devtoolslog.json'), 'utf8'));
  const matches = new RegExp(pattern);
  const ids = new Set(log.filter((e) => e.method === 'Network.requestWillBeSent' && matches.test(e.params.request.url))
    .map((e) => e.params.requestId));
  const scale = (n) => Math.round(n * factor);
  const kept = log.filter((e) => factor > 0 || !ids.has(e.params?.requestId));
  for (const e of kept) {
    if (!ids.has(e.params?.requestId)) continue;
    if (e.method === 'Network.loadingFinished') e.params.encodedDataLength = scale(e.params.encodedDataLength);
    if (e.method === 'Network.dataReceived') {
      e.params.encodedDataLength = scale(e.params.encodedDataLength);
      e.params.dataLength = scale(e.params.dataLength);
    }
  }
  writeFileSync(join(folder, 'defaultPass.devtoolslog.json'), JSON.stringify(kept));
  return { folder, requests: ids.size };
};

const base = audit(recorded);
console.log(`as loaded: performance ${base.performance}, LCP ${base.lcp} ms (observed ${base.observedLcp} ms)`);
console.log('  ended before the observed LCP:');
for (const line of base.before) console.log(`    ${line}`);
for (let i = 0; i + 1 < pairs.length; i += 2) {
  const [pattern, factor] = [pairs[i], Number(pairs[i + 1])];
  const { folder, requests } = altered(pattern, factor);
  const result = audit(folder);
  console.log(`${pattern} × ${factor} (${requests} requests): performance ${result.performance}, LCP ${result.lcp} ms`);
}
