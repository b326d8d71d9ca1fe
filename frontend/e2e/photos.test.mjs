// Photos while creating, and every picture uploadable (issue 26): an admin drops photos on a
// new property before saving it (the first saves a hidden draft), reorders them, picks the
// cover and deletes one after confirming; uploads a town's picture and an article's banner;
// and a listing without photos shows "Photos coming soon". On a desktop and a 390 px phone.
// The admin, photos-admin@example.com, is an account made here (support/staff.mjs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, clickInApp, expectToast, inSession, launch } from './support/browser.mjs';
import { plantSession, signInWithLink } from './support/session.mjs';
import { asFiles, dropOn, jpegs, photoVersions, waitForPhotoCount, waitForPhotoOrder } from './support/photos.mjs';
import { staffSignInLink } from './support/staff.mjs';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

let browser;
/** The admin's session, taken from the desktop sign-in and planted in the other pages. */
let session;
before(async () => {
  browser = await launch();
  const link = await staffSignInLink('photos-admin@example.com');
  await inSession(browser, {}, async ({ page }) => {
    await signInWithLink(page, link);
    session = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
  });
});
after(async () => { await browser?.close(); });

async function asAdmin(viewport, body) {
  await inSession(browser, { viewport }, async ({ page, consoleErrors }) => {
    await plantSession(page, session);
    await body(page);
    assert.deepEqual(consoleErrors.filter((error) => !/mapbox|Failed to load resource/i.test(error)), []);
  });
}

async function api(page, path, init = {}) {
  return page.evaluate(async ({ path, init }) => {
    const token = localStorage.getItem('token');
    const headers = { 'Content-Type': 'application/json', ...(init.headers ?? {}), Authorization: `Bearer ${token}` };
    const response = await fetch(path, { ...init, headers });
    return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? await response.json() : null };
  }, { path, init });
}

async function axeViolations(page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const { name, viewport } of VIEWPORTS) {
  test(`photos dropped on a new property save a hidden draft, then reorder, cover and delete (${name})`, async () => {
    await asAdmin(viewport, async (page) => {
      await page.goto(`${baseUrl()}/property/for-sale/in-italy/new`);
      const panel = page.getByRole('region', { name: 'Photos', exact: true });
      await panel.waitFor({ timeout: 15_000 });
      await page.getByLabel('Title', { exact: true }).fill(`E2E photos ${name} ${Date.now()}`);
      assert.equal(await panel.getByRole('img', { name: 'Photos coming soon' }).count(), 1, 'no cover yet');

      const encoded = await jpegs(page, 3);
      if (name === 'desktop') {
        await dropOn(page.getByText('Drop .jpg photos here, or').locator('..'), page, encoded);
      } else {
        await page.locator('input[type=file][multiple]').setInputFiles(asFiles(encoded));
      }
      await page.getByText('Uploaded', { exact: true }).nth(2).waitFor({ timeout: 60_000 });
      const reference = (await page.getByText(/^Reference: \d{3}$/).textContent()).replace('Reference: ', '');
      const draft = await api(page, `/api/properties/${reference}`);
      assert.equal(draft.status, 200);
      assert.equal(draft.body.visibility, 'hidden', 'the first photo saved a hidden draft');
      assert.equal(draft.body.has_listing, true, 'the first photo is the cover');
      assert.equal((await fetch(`${baseUrl()}/api/properties/${reference}`)).status, 404, 'hidden from the public');
      await panel.getByRole('img', { name: 'Cover photo' }).waitFor();
      await waitForPhotoCount(page, 3);
      assert.deepEqual(await axeViolations(page), [], 'accessibility of the editor with photos');

      const [first, second, third] = await photoVersions(page);
      await page.getByRole('button', { name: 'Move up New Gallery photo 3' }).click();
      await expectToast(page, 'Photos reordered');
      await waitForPhotoOrder(page, [first, third, second]);

      await page.getByRole('button', { name: 'Make cover New Gallery photo 3' }).click();
      await expectToast(page, 'Cover changed');
      await page.waitForFunction(
        (wanted) => new URL(document.querySelector('ol[aria-label^="Photos of"] li[data-photo]').dataset.photo, 'http://x').searchParams.get('v') === wanted,
        second,
        { timeout: 15_000 },
      );

      await page.getByRole('button', { name: 'Delete New Gallery photo 3' }).click();
      const confirm = page.getByRole('group', { name: 'Delete New Gallery photo 3?' });
      await confirm.getByRole('button', { name: 'Keep it' }).click();
      await waitForPhotoCount(page, 3);
      await page.getByRole('button', { name: 'Delete New Gallery photo 3' }).click();
      await page.getByRole('button', { name: 'Yes, delete New Gallery photo 3' }).click();
      await expectToast(page, 'Image deleted');
      await waitForPhotoCount(page, 2);

      assert.equal((await api(page, `/api/properties/${reference}`, { method: 'DELETE' })).status, 200);
    });
  });
}

test('an admin uploads a town picture and an article banner', async () => {
  await asAdmin(VIEWPORTS[0].viewport, async (page) => {
    await page.goto(`${baseUrl()}/staff/towns`);
    await page.getByRole('table', { name: 'Towns, by name' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /^Edit / }).first().click();
    const town = page.getByRole('group', { name: 'Town picture' });
    await town.waitFor({ timeout: 15_000 });
    const encoded = await jpegs(page, 1);
    await town.locator('input[type=file]').setInputFiles(asFiles(encoded));
    await town.getByText('Uploaded', { exact: true }).waitFor({ timeout: 30_000 });
    assert.match(await town.getByRole('img', { name: 'New town picture' }).getAttribute('src'), /\/towns\/[\w-]+\.jpg\?v=/);
    assert.deepEqual(await axeViolations(page), [], 'accessibility of the town form');

    await page.goto(`${baseUrl()}/piemonte-property-news/1`);
    await clickInApp(page.locator('main a[href*="/piemonte-property-news/langhe-property/"]').first());
    await page.waitForURL(/\/piemonte-property-news\/langhe-property\/[^/]+\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop();
    await page.getByRole('button', { name: 'Edit article' }).click({ timeout: 15_000 });
    const banner = page.getByRole('group', { name: 'Banner' });
    await banner.waitFor({ timeout: 15_000 });
    await banner.locator('input[type=file]').setInputFiles(asFiles(encoded));
    await banner.getByText('Uploaded', { exact: true }).waitFor({ timeout: 30_000 });
    assert.match(await banner.getByRole('img', { name: 'New banner' }).getAttribute('src'), new RegExp(`/articles/${id}/banner\\.jpg\\?v=`));
  });
});

for (const { name, viewport } of VIEWPORTS) {
  test(`a listing without photos shows "Photos coming soon" on its card and page (${name})`, async () => {
    await asAdmin(viewport, async (page) => {
      await page.goto(`${baseUrl()}/robots.txt`);
      const stamp = Date.now();
      const created = await api(page, '/api/properties/drafts', {
        method: 'POST',
        body: JSON.stringify({ title: `No photos yet ${stamp}`, listing_title: `No photos yet ${stamp}`, location: 'Neive' }),
      });
      assert.equal(created.status, 201);
      const { ref, path, pictures_path } = created.body;
      const shown = await api(page, '/api/properties', {
        method: 'PUT',
        body: JSON.stringify({
          ref, path, pictures_path, title: `No photos yet ${stamp}`, title2: 'Among the vines', listing_title: `No photos yet ${stamp}`,
          location: 'Neive', meta_title: `No photos yet ${stamp}`, visibility: 'visible',
        }),
      });
      assert.equal(shown.status, 200, JSON.stringify(shown.body));
      try {
        await page.goto(`${baseUrl()}/piedmont-property-for-sale/1`);
        const card = page.locator('article', { hasText: `No photos yet ${stamp}` }).first();
        await card.getByRole('img', { name: 'Photos coming soon' }).waitFor({ timeout: 15_000 });
        await page.goto(`${baseUrl()}/property/for-sale/in-italy/${ref}`);
        await page.getByRole('complementary', { name: 'Listing' }).getByRole('img', { name: 'Photos coming soon' }).waitFor({ timeout: 15_000 });
        const loaded = await page.getByRole('complementary', { name: 'Listing' }).getByRole('img').evaluate((img) => img.complete && img.naturalWidth > 0);
        assert.ok(loaded, 'the placeholder is a picture, not a broken image');
      } finally {
        await api(page, `/api/properties/${ref}`, { method: 'DELETE' });
      }
    });
  });
}

/** Uploads one JPEG (base64) to `folder` through the API, as the editor does. */
async function uploadPhoto(page, folder, base64) {
  return page.evaluate(async ({ folder, base64 }) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const form = new FormData();
    form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
    form.append('path', folder);
    const response = await fetch('/api/images', { method: 'POST', body: form, headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return response.status;
  }, { folder, base64 });
}

for (const { name, viewport } of VIEWPORTS) {
  test(`a caption typed under a photo is its alt text and its JSON-LD caption on the public page (${name})`, async () => {
    await asAdmin(viewport, async (page) => {
      await page.goto(`${baseUrl()}/robots.txt`);
      // The cookie banner would cover the floating buttons on a phone.
      await page.evaluate(() => localStorage.setItem('cookie-consent', 'refused'));
      const stamp = Date.now();
      const title = `Captioned ${stamp}`;
      const created = await api(page, '/api/properties/drafts', {
        method: 'POST',
        body: JSON.stringify({ title, listing_title: title, location: 'Neive' }),
      });
      assert.equal(created.status, 201);
      const { ref, path, pictures_path } = created.body;
      try {
        assert.equal(await uploadPhoto(page, `properties/${ref}${path}/gallery/New Gallery/`, (await jpegs(page, 1))[0]), 200);
        const shown = await api(page, '/api/properties', {
          method: 'PUT',
          body: JSON.stringify({
            ref, path, pictures_path, title, title2: 'Among the vines', listing_title: title,
            location: 'Neive', meta_title: title, visibility: 'visible',
          }),
        });
        assert.equal(shown.status, 200, JSON.stringify(shown.body));

        const address = `${baseUrl()}/property/for-sale/in-italy/${ref}`;
        await page.goto(address);
        await page.getByRole('button', { name: 'Edit property' }).click({ timeout: 15_000 });
        const field = page.getByLabel('Caption of New Gallery photo 1');
        await field.waitFor({ timeout: 15_000 });
        const caption = `The pool at dusk, ${name}`;
        await field.fill(`  ${caption} `);
        await field.press('Enter');
        await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor({ timeout: 15_000 });
        assert.equal(await field.inputValue(), caption, 'trimmed as stored');
        assert.deepEqual(await axeViolations(page), [], 'accessibility of the editor with a caption');

        // View source: the server-rendered page carries the caption.
        const html = await (await fetch(address)).text();
        assert.ok(html.includes(`alt="${caption}"`), 'the photo\'s alt text in the server-rendered gallery');
        assert.ok(html.includes(`<meta property="og:image:alt" content="${caption}">`), 'the cover\'s description');
        const listing = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
          .map((match) => JSON.parse(match[1]))
          .find((block) => block['@type'] === 'RealEstateListing');
        assert.ok(listing.image.some((image) => image['@type'] === 'ImageObject' && image.caption === caption), JSON.stringify(listing.image));

        // And in the browser, once the page runs.
        await page.goto(address);
        await page.locator('#gallery').getByRole('img', { name: caption }).first().waitFor({ timeout: 15_000 });
      } finally {
        await api(page, `/api/properties/${ref}`, { method: 'DELETE' });
      }
    });
  });
}
