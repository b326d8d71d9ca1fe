// The property page prints as a brochure: A4, at most two pages, with the main facts, the
// consultant's details and a QR code drawn by our own server; the site's furniture stays off
// the paper. The "Print brochure" button opens the browser's print.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseUrl, launch, waitForApp, inSession } from './support/browser.mjs';
import { allVisibleProperties, getJson } from './support/api.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Debian's poppler-utils (scripts/ensure-test-tools.sh): page count and text of a PDF. */
function readPdf(pdf) {
  const dir = mkdtempSync(join(tmpdir(), 'brochure-'));
  try {
    const file = join(dir, 'brochure.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file]).toString();
    const pages = Number(info.match(/^Pages:\s+(\d+)/m)[1]);
    const size = info.match(/^Page size:\s+([\d.]+) x ([\d.]+) pts/m);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    return { pages, width: Number(size[1]), height: Number(size[2]), text };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const squash = (text) => text.replace(/\s+/g, ' ');

test('the property page prints as an A4 brochure of at most two pages', async () => {
  // The demo listing with the longest description and the most facts: the hardest to fit.
  const { properties } = await allVisibleProperties();
  const details = await Promise.all(
    properties.filter((p) => /^\d{3}$/.test(p.ref) && Number(p.ref) < 850).map((p) => getJson(`/api/properties/${p.ref}`)),
  );
  const property = details.sort((a, b) => b.description.length - a.description.length)[0];
  assert.ok(property.bedrooms !== undefined && property.energy_class, 'a listing with facts and an energy class');

  await inSession(browser, {}, async ({ page, consoleErrors }) => {
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${property.ref}`, { waitUntil: 'networkidle' });
    await waitForApp(page);
    await page.evaluate(() => {
      window.print = () => { window.__printed = (window.__printed ?? 0) + 1; };
    });
    await page.getByRole('button', { name: 'Print brochure' }).click();
    await page.waitForFunction(() => window.__printed === 1, null, { timeout: 10_000 });
    // The QR code and the brochure's gallery pictures are in before the print dialog opens.
    const pictures = await page.locator('[data-brochure] img, [data-brochure-qr]').evaluateAll((images) =>
      images.map((img) => img.complete && img.naturalWidth > 0),
    );
    assert.ok(pictures.length >= 2 && pictures.every(Boolean), `brochure pictures loaded: ${pictures}`);

    const pdf = readPdf(await page.pdf({ format: 'A4', printBackground: true }));
    assert.ok(pdf.pages >= 1 && pdf.pages <= 2, `${pdf.pages} pages`);
    assert.ok(Math.abs(pdf.width - 595) < 2 && Math.abs(pdf.height - 842) < 2, `A4: ${pdf.width} x ${pdf.height}`);
    const text = squash(pdf.text);
    for (const expected of [
      property.title,
      `Reference: ${property.ref}`,
      property.location,
      property.price_text,
      `Bedrooms ${property.bedrooms}`,
      property.internal_area_text,
      'Features',
      'Description',
      `Energy class ${property.energy_class}`,
      // The buying-costs estimate for a second home, whatever the calculator shows on screen
      // (a home for sale with a published price has one).
      ...(property.sold || !property.price ? [] : ['Buying costs for a second home', 'Registration tax', 'Rules as of']),
      'Your consultant',
      'info@langhe-property.com',
      '+39 0173 441 286',
      'Scan to open this page',
      `/property/for-sale/in-italy/${property.ref}`,
    ]) {
      assert.ok(text.includes(squash(expected)), `the brochure prints "${expected}"`);
    }
    // The site's furniture and the interactive parts stay off the paper.
    for (const absent of ['Homes for sale', 'Accept', 'Send enquiry', 'Due to respect of privacy', 'Print brochure', 'Subscribe']) {
      assert.ok(!text.includes(absent), `the brochure leaves out "${absent}"`);
    }
    assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
  });
});

test('the QR code is drawn by the site itself, as SVG', async () => {
  const { properties } = await getJson('/api/properties?skip=0&take=1');
  const response = await fetch(`${baseUrl()}/api/properties/${properties[0].ref}/qr`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'image/svg+xml');
  assert.match(await response.text(), /<svg/);
});
