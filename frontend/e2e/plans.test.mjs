// A property's documents and virtual tour on its page (issue 28): a public PDF downloads, an
// on-request one opens the enquiry form with the document named, and the tour's frame loads
// only once the visitor has accepted cookies; on a desktop and a 390 px phone, axe clean.
// The admin then moves a document down with the keyboard in the editor: the page and the
// printed brochure list the documents in the new order.
// The admin adds the documents and the tour through the API first, and floor plans through
// the editor (a picture, and an architect's PDF), which visitors then see in their own section
// and in the printed brochure; the PDF downloads as a file, never opening as a page of the site.
// The admin, plans-admin@example.com, is an account made here (support/staff.mjs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { allVisibleProperties } from './support/api.mjs';
import { baseUrl, inSession, launch, waitForApp, clickInApp } from './support/browser.mjs';
import { jpegs, asFiles } from './support/photos.mjs';
import { plantSession, signInWithLink } from './support/session.mjs';
import { staffSignInLink } from './support/staff.mjs';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const TOUR = 'https://kuula.co/share/collection/7lVLq';

let browser;
let reference;
/** The admin's session, kept from the sign-in link (which serves once). */
let adminSession;
before(async () => {
  browser = await launch();
  const { properties } = await allVisibleProperties();
  reference = properties.find((p) => /^\d{3}$/.test(p.ref)).ref;
  const link = await staffSignInLink('plans-admin@example.com');
  await inSession(browser, {}, async ({ page }) => {
    await signInWithLink(page, link);
    adminSession = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
    const answers = await page.evaluate(async ({ reference, pdf, tour }) => {
      const auth = { Authorization: `Bearer ${localStorage.getItem('token')}` };
      const upload = async (title, visibility) => {
        const form = new FormData();
        form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'document.pdf');
        form.append('title', title);
        form.append('visibility', visibility);
        return (await fetch(`/api/properties/${reference}/documents`, { method: 'POST', body: form, headers: auth })).status;
      };
      return [
        await upload('Energy certificate', 'public'),
        await upload('Cadastral plan', 'on_request'),
        (
          await fetch(`/api/properties/${reference}/tour`, {
            method: 'PUT',
            headers: { ...auth, 'Content-Type': 'application/json' },
            body: JSON.stringify({ url: tour }),
          })
        ).status,
      ];
    }, { reference, pdf: PDF, tour: TOUR });
    assert.deepEqual(answers, [200, 200, 200]);
  });
});
after(async () => { await browser?.close(); });

for (const { name, viewport } of VIEWPORTS) {
  test(`a property's documents and tour on its page (${name})`, async () => {
    await inSession(browser, { viewport }, async ({ page, context, consoleErrors, thirdPartyRequests }) => {
      await context.addCookies([{ name: 'cookie-consent', value: 'refused', url: baseUrl() }]);
      await page.goto(`${baseUrl()}/property/for-sale/in-italy/${reference}`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      const documents = page.getByRole('region', { name: 'Documents' });
      await documents.waitFor({ timeout: 15_000 });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        // Chromium names the link with a space where the hidden title's box begins.
        documents.getByRole('link', { name: /^Download PDF ?: Energy certificate \(1 KB\)$/ }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'energy-certificate.pdf');

      await documents.getByRole('button', { name: /^Ask for it ?: Cadastral plan$/ }).click();
      const message = page.getByRole('region', { name: 'Enquire about this property!' }).getByLabel('Message');
      assert.equal(await message.inputValue(), `Please send me the document "Cadastral plan" for property ${reference}.`);

      const tour = page.getByRole('region', { name: 'Virtual tour' });
      assert.equal(await tour.locator('iframe').count(), 0, 'no frame before the visitor asks');
      await tour.getByRole('button', { name: 'Open the virtual tour (Kuula)' }).click();
      assert.equal(await tour.locator('iframe').count(), 0, 'no frame before cookies are accepted');
      assert.deepEqual(thirdPartyRequests, [], 'nothing reached Kuula yet');
      await tour.getByRole('button', { name: 'Accept cookies and open the tour' }).click();
      await tour.locator(`iframe[src="${TOUR}"]`).waitFor();

      // The tour's frame holds Kuula's page (blocked here, so Chromium's error page): not ours to check.
      const axe = await new AxeBuilder({ page }).include('main').exclude('iframe').analyze();
      assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), []);
      assert.deepEqual(consoleErrors.filter((error) => !/mapbox|Failed to load resource|kuula/i.test(error)), []);
    });
  });
}

test('the admin adds a floor plan in the editor; visitors see it in its section and in the printed brochure', async () => {
  const label = `Ground floor ${Date.now() % 100000}`;
  const pdfLabel = `First floor ${Date.now() % 100000}`;
  await inSession(browser, { viewport: { width: 1280, height: 900 } }, async ({ page, consoleErrors }) => {
    await plantSession(page, adminSession);
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${reference}`);
    await waitForApp(page);
    await clickInApp(page.getByRole('button', { name: 'Edit property' }));
    const add = page.getByRole('form', { name: 'Add a floor plan' });
    await add.waitFor({ timeout: 15_000 });
    await add.getByLabel('Drawing (.jpg, .png or .pdf, at most 10 MB)').setInputFiles(asFiles(await jpegs(page, 1)));
    await add.getByLabel('Floor, e.g. Ground floor').fill(label);
    await add.getByLabel('Area (m², optional)').fill('120');
    await add.getByRole('button', { name: 'Upload floor plan' }).click();
    await page.getByText(`Uploaded "${label}".`).waitFor({ timeout: 15_000 });
    const row = page.getByRole('form', { name: `Floor plan ${label}` });
    assert.equal(await row.getByLabel('Area (m², optional)').inputValue(), '120');
    await add
      .getByLabel('Drawing (.jpg, .png or .pdf, at most 10 MB)')
      .setInputFiles({ name: 'first-floor.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
    await add.getByLabel('Floor, e.g. Ground floor').fill(pdfLabel);
    await add.getByRole('button', { name: 'Upload floor plan' }).click();
    await page.getByText(`Uploaded "${pdfLabel}".`).waitFor({ timeout: 15_000 });
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], 'axe on the editor with a floor plan');
    assert.deepEqual(consoleErrors.filter((error) => !/mapbox|Failed to load resource/i.test(error)), []);
  });

  for (const { name, viewport } of VIEWPORTS) {
    await inSession(browser, { viewport }, async ({ page }) => {
      // A visitor: the page is served with its floor plans drawn, before any script runs.
      const html = await (await fetch(`${baseUrl()}/property/for-sale/in-italy/${reference}`)).text();
      assert.ok(html.includes(`${label} · 120 m² (1,292 sq ft)`), `${name}: the served page names the floor`);
      await page.goto(`${baseUrl()}/property/for-sale/in-italy/${reference}`, { waitUntil: 'networkidle' });
      await waitForApp(page);
      const plans = page.getByRole('region', { name: 'Floor plans' });
      const drawing = plans.getByRole('img', { name: new RegExp(`floor plan, ${label}$`) });
      await drawing.scrollIntoViewIfNeeded();
      const loaded = await drawing.evaluate((img) =>
        img.complete ? img.naturalWidth > 0 : new Promise((resolve) => img.addEventListener('load', () => resolve(img.naturalWidth > 0), { once: true })),
      );
      assert.ok(loaded, `${name}: the drawing loaded`);
      const pdf = plans.getByRole('link', { name: `Download the floor plan (PDF): ${pdfLabel}` });
      const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
      assert.equal(download.suggestedFilename(), `floor-plan-${pdfLabel.toLowerCase().replaceAll(' ', '-')}.pdf`, `${name}: the PDF is saved`);
      assert.match(page.url(), new RegExp(`/property/for-sale/in-italy/${reference}`), `${name}: the page stays`);
      await page.emulateMedia({ media: 'print' });
      assert.ok(await drawing.isVisible(), `${name}: the drawing is printed in the brochure`);
      await page.emulateMedia({ media: 'screen' });
    });
  }
});

/** The documents' titles in a list, in its order (each row starts with its title). */
async function documentTitles(list) {
  return list.locator('li').evaluateAll((rows) => rows.map((row) => row.querySelector('span')?.textContent?.replace(/ \(.*$/, '').trim()));
}

test('the admin reorders the documents with the keyboard; the page and the printed brochure list them so', async () => {
  await inSession(browser, { viewport: { width: 1280, height: 900 } }, async ({ page, consoleErrors }) => {
    await plantSession(page, adminSession);
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${reference}`);
    await waitForApp(page);
    await clickInApp(page.getByRole('button', { name: 'Edit property' }));
    const rows = page.getByRole('list', { name: "Documents, in the page's order" });
    await rows.locator('li').first().waitFor({ timeout: 15_000 });
    assert.deepEqual(await documentTitles(rows), ['Energy certificate', 'Cadastral plan']);

    // Tab order reaches the button; Enter presses it.
    const moveDown = rows.getByRole('button', { name: /^Move down ?Energy certificate$/ });
    await moveDown.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Moved "Energy certificate" down.').waitFor({ timeout: 15_000 });
    assert.deepEqual(await documentTitles(rows), ['Cadastral plan', 'Energy certificate']);
    // Last now, it cannot move down: the focus stays on its row, on the button that can.
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    assert.equal(focused, 'Move up Energy certificate');
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], 'axe on the editor with documents');
    assert.deepEqual(consoleErrors.filter((error) => !/mapbox|Failed to load resource/i.test(error)), []);
  });

  const address = `${baseUrl()}/property/for-sale/in-italy/${reference}`;
  // The served page (the cache was cleared by the reorder) lists them in the new order.
  const html = await (await fetch(address)).text();
  const served = html.slice(html.indexOf('id="documents"'));
  assert.ok(served.indexOf('Cadastral plan') < served.indexOf('Energy certificate'), 'served in the new order');
  await inSession(browser, { viewport: { width: 390, height: 844 } }, async ({ page }) => {
    await page.goto(address, { waitUntil: 'networkidle' });
    await waitForApp(page);
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.waitFor({ timeout: 15_000 });
    assert.deepEqual(await documentTitles(documents), ['Cadastral plan', 'Energy certificate']);
    await page.emulateMedia({ media: 'print' });
    assert.ok(await documents.isVisible(), 'the documents are printed in the brochure');
    assert.deepEqual(await documentTitles(documents), ['Cadastral plan', 'Energy certificate']);
    assert.deepEqual(
      await documents.locator('li').evaluateAll((rows) => rows.map((row) => row.innerText.replace(/\s+/g, ' ').trim())),
      ['Cadastral plan On request', "Energy certificate PDF (1 KB), on the property's page"],
      'on paper, where each is to be had instead of the buttons',
    );
    await page.emulateMedia({ media: 'screen' });
  });
});
