// The consultant's day (issue 26, "Done means"), one journey on a desktop and again on a 390 px
// phone, axe clean on every staff screen she visits: she asks for a sign-in link by mail and
// opens it; creates a property by dropping photos first, reorders them and picks the cover;
// tries to publish it with a default text left (refused, naming the field), fixes it and
// publishes (at an address made from the title she typed after the photos); uploads a town picture and the banner of a new article; hides the listing from
// its list card and sees the staff banner on its page; picks a cover in a second gallery and
// sees it marked after a reload; leaves the editor with unsaved changes
// and is asked; a second browser asks for a link and signs in as her too, and both stay
// signed in, also when a third asks for yet another link. With mail off (a server of its own: LANGHE_MAIL=none, the default), she
// reads an enquiry's message in the inbox.
// Its accounts (day-desktop@ and day-phone@example.com, admins) are made here
// (support/staff.mjs); their links come by mail, so the ones create-user prints are not spent.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, expectToast, inSession, launch, openPage, waitForApp, clickInApp } from './support/browser.mjs';
import { asFiles, dropOn, jpegs, photoVersions, waitForPhotoCount, waitForPhotoOrder } from './support/photos.mjs';
import { askForLink, expectStillSignedIn, linkIn, openLink, signInMailsTo } from './support/sign-in-mail.mjs';
import { startOwnServer } from './support/own-server.mjs';
import { staffSignInLink } from './support/staff.mjs';

const DAYS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, email: 'day-desktop@example.com', phone: false },
  { name: '390 px phone', viewport: { width: 390, height: 844 }, email: 'day-phone@example.com', phone: true },
];

let browser;
before(async () => {
  for (const { email } of DAYS) await staffSignInLink(email);
  browser = await launch();
});
after(async () => { await browser?.close(); });

async function expectAxeClean(page, screen, include = 'main') {
  const axe = await new AxeBuilder({ page }).include(include).analyze();
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], `axe on ${screen}`);
}

/** Her session's API call, from the page (its stored token). */
async function api(page, path, init = {}) {
  return page.evaluate(async ({ path, init }) => {
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` };
    const response = await fetch(path, { ...init, headers });
    return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? await response.json() : null };
  }, { path, init });
}

const publicStatus = async (path) => (await fetch(`${baseUrl()}${path}`)).status;

/** Waits until a refused save's toast is shown and she was taken to the field it names. */
async function expectRefusal(page, message, field) {
  await expectToast(page, message);
  await page.waitForFunction((wanted) => document.activeElement?.closest('[data-field]')?.getAttribute('data-field') === wanted, field, {
    timeout: 5_000,
  });
}

/** Console errors of the app's own (the maps ask Mapbox, which the test blocks). */
const ownErrors = (errors) => errors.filter((error) => !/mapbox|Failed to load resource|net::ERR_FAILED/i.test(error));

/** The new-property editor, opened from the staff bar, never showing "not found" on the way. */
async function openNewProperty(page) {
  const served = await (await fetch(`${baseUrl()}/property/for-sale/in-italy/new`)).text();
  assert.doesNotMatch(served, /Property not found/, 'the served page does not say "not found" either');
  await page.evaluate(() => {
    window.sawNotFound = false;
    new MutationObserver(() => {
      if (document.body.textContent.includes('Property not found')) window.sawNotFound = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'New property' }).click();
  await page.waitForURL(/\/property\/for-sale\/in-italy\/new$/);
  await page.getByRole('region', { name: 'Photos', exact: true }).waitFor({ timeout: 15_000 });
  assert.equal(await page.evaluate(() => window.sawNotFound), false, 'no "Property not found" before the editor');
  // A full load of the address too (the server's page, then the app): no flash either.
  await page.addInitScript(() => {
    window.addEventListener('DOMContentLoaded', () => {
      window.sawNotFound = document.body.textContent.includes('Property not found');
      new MutationObserver(() => {
        if (document.body.textContent.includes('Property not found')) window.sawNotFound = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  });
  await page.reload();
  await page.getByRole('region', { name: 'Photos', exact: true }).waitFor({ timeout: 15_000 });
  assert.equal(await page.evaluate(() => window.sawNotFound), false, 'no "Property not found" on a full load');
}

/** Photos first: dropped (desktop) or chosen (phone) on the new property; answers its ref. */
async function addPhotosFirst(page, phone) {
  const panel = page.getByRole('region', { name: 'Photos', exact: true });
  assert.equal(await panel.getByRole('img', { name: 'Photos coming soon' }).count(), 1, 'no cover yet');
  const encoded = await jpegs(page, 3);
  if (phone) await page.locator('input[type=file][multiple]').setInputFiles(asFiles(encoded));
  else await dropOn(page.getByText('Drop .jpg photos here, or').locator('..'), page, encoded);
  await page.getByText('Uploaded', { exact: true }).nth(2).waitFor({ timeout: 60_000 });
  await waitForPhotoCount(page, 3);
  const ref = (await page.getByText(/^Reference: \d{3}$/).textContent()).replace('Reference: ', '');
  const draft = await api(page, `/api/properties/${ref}`);
  assert.equal(draft.body.visibility, 'hidden', 'the first photo saved a hidden draft');
  assert.equal(await publicStatus(`/api/properties/${ref}`), 404, 'which the public does not see');
  return ref;
}

/** The cover is marked on the first photo of the gallery, by a badge and by its name. */
async function expectCoverMarkedFirst(page) {
  const first = page.locator('ol[aria-label^="Photos of"] li[data-photo]').first();
  await first.getByRole('img', { name: /photo 1, the cover$/ }).waitFor({ timeout: 15_000 });
  await first.getByText('Cover', { exact: true }).waitFor();
  assert.equal(await page.locator('ol[aria-label^="Photos of"]').getByText('Cover', { exact: true }).count(), 1, 'one cover');
  assert.equal(await first.getByRole('button', { name: /^Make cover / }).count(), 0, 'the cover is not offered as a cover again');
}

/** Reorders the photos (dragging one on a desktop, the buttons on a phone) and picks the cover. */
async function arrangePhotos(page, phone) {
  await expectCoverMarkedFirst(page);
  const [first, second, third] = await photoVersions(page);
  const photos = page.locator('ol[aria-label^="Photos of"] li[data-photo]');
  if (phone) await page.getByRole('button', { name: 'Move up New Gallery photo 3' }).click();
  else await photos.nth(2).dragTo(photos.nth(1));
  await expectToast(page, 'Photos reordered');
  await waitForPhotoOrder(page, [first, third, second]);

  await page.getByRole('button', { name: 'Make cover New Gallery photo 2' }).click();
  await expectToast(page, 'Cover changed');
  await waitForPhotoOrder(page, [third, first, second]);
  await expectCoverMarkedFirst(page);
  await page.getByRole('region', { name: 'Photos', exact: true }).getByRole('img', { name: 'Cover photo' }).waitFor();
  await expectAxeClean(page, 'the editor with its photos');
}

/** Made visible with default texts left: each refusal names the field; fixed, it is published. */
async function publishAfterRefusals(page, ref) {
  const title = page.getByLabel('Title', { exact: true });
  await title.click();
  await page.keyboard.type(`Day farmhouse ${ref}`);
  await page.getByRole('button', { name: 'Property settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Property settings' });
  await expectAxeClean(page, 'the property settings', 'dialog');
  await settings.getByLabel('Visibility').selectOption('visible');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expectRefusal(
    page,
    "Second title still holds the default text 'Your second title here': replace it before making the listing visible or unlisted",
    'title2',
  );
  assert.equal(await publicStatus(`/api/properties/${ref}`), 404, 'nothing was published');

  await page.keyboard.type('Stone walls above the vines');
  await page.getByLabel('Listing title', { exact: true }).fill(`Day farmhouse ${ref} in Barolo`);
  await page.getByLabel('Location', { exact: true }).fill('Barolo');
  await page.getByRole('button', { name: 'Save property' }).click();
  await expectRefusal(page, "Description still holds the default text 'Description here': replace it before making the listing visible or unlisted", 'description');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('A farmhouse with a view of the Langhe.');
  await page.getByRole('button', { name: 'Save property' }).click();
  await expectRefusal(page, "Features still holds the default text 'Feature here': replace it before making the listing visible or unlisted", 'features');
  await page.keyboard.type('Vineyard view');
  await page.getByRole('button', { name: 'Save property' }).click();
  await expectRefusal(page, "Distances are still the default travel times: set this property's own before making the listing visible or unlisted", 'distances');
  await page.getByLabel('Distance 1 minutes').fill('40');

  await page.getByRole('button', { name: 'Save property' }).click();
  await page.waitForURL(/\/piedmont-property-for-sale\/1$/, { timeout: 15_000 });
  await expectToast(page, 'Saved');
  const published = await fetch(`${baseUrl()}/api/properties/${ref}`);
  assert.equal(published.status, 200, 'published');
  const listing = await published.json();
  assert.equal(listing.has_listing, true, 'with the cover she picked');
  await expectAddressFromTitle(ref, listing);
}

/**
 * The photos saved the draft before she typed a title: its public address is still made from
 * the title she gave it (issue #26), and its pictures moved to the folder that address names.
 */
async function expectAddressFromTitle(ref, listing) {
  const address = `/property/for-sale/in-italy/${ref}-day-farmhouse-${ref}`;
  assert.equal(listing.path, `-day-farmhouse-${ref}`, 'the path is the title\'s, not the draft\'s');
  const page = await (await fetch(`${baseUrl()}${address}`)).text();
  assert.match(page, new RegExp(`<link rel="canonical" href="${baseUrl()}${address}"`), 'the page names that address');
  const cover = (path) => `/images/properties/${ref}${path}/listing${listing.pictures_path}.jpg`;
  assert.equal(await publicStatus(cover(listing.path)), 200, 'the cover is at the new address');
  assert.equal(await publicStatus(cover('-home')), 404, 'and no longer at the draft\'s');
}

/** A town's picture, from the staff's towns screen (reached from the staff bar). */
async function uploadTownPicture(page) {
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Towns' }).click();
  await page.getByRole('table', { name: 'Towns, by name' }).waitFor({ timeout: 15_000 });
  await expectAxeClean(page, 'the towns');
  await page.getByRole('button', { name: /^Edit / }).first().click();
  const town = page.getByRole('group', { name: 'Town picture' });
  await town.waitFor({ timeout: 15_000 });
  await town.locator('input[type=file]').setInputFiles(asFiles(await jpegs(page, 1)));
  await town.getByText('Uploaded', { exact: true }).waitFor({ timeout: 30_000 });
  assert.match(await town.getByRole('img', { name: 'New town picture' }).getAttribute('src'), /\/towns\/[\w-]+\.jpg\?v=/);
  await expectAxeClean(page, 'the town form with its new picture');
}

/**
 * The banner of a new article, chosen before its first save (issue 43): with the default title
 * it cannot be stored yet, so the banner waits, and goes up by itself once her Save stores the
 * article; her title made its address and its search result title.
 */
async function uploadBannerOfNewArticle(page, stamp) {
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'New article' }).click();
  const banner = page.getByRole('group', { name: 'Banner' });
  await banner.waitFor({ timeout: 15_000 });
  await banner.getByText('None yet: the first upload saves the article as a draft, which only staff see.').waitFor();
  await expectAxeClean(page, 'the new article');
  await banner.locator('input[type=file]').setInputFiles(asFiles(await jpegs(page, 1)));
  await banner
    .getByRole('status')
    .filter({ hasText: "Waiting for the article's first save, then it uploads by itself. (It cannot be saved yet: Meta title missing.)" })
    .waitFor({ timeout: 15_000 });
  await banner.getByText('Chosen: photo-1.jpg. It uploads when you save the article.').waitFor();

  await page.getByLabel('Title', { exact: true }).fill(`Day article ${stamp}`);
  assert.equal(await page.getByLabel('Web address (path)', { exact: true }).inputValue(), `day-article-${stamp}`, 'the address is made from the title');
  assert.equal(await page.getByLabel('Search result title (meta title)', { exact: true }).inputValue(), `Day article ${stamp}`);
  await expectAxeClean(page, 'the new article with its banner waiting');

  await page.getByRole('button', { name: 'Save article' }).click();
  // A draft's page is addressed by its id (the public has no page for it yet to take a name from).
  await page.waitForURL(/\/piemonte-property-news\/langhe-property\/[^/]+\/\d+$/, { timeout: 30_000 });
  await expectToast(page, 'Saved');
  const id = new URL(page.url()).pathname.split('/').pop();
  assert.equal(await publicStatus(`/api/articles/${id}`), 404, 'a draft, which the public does not see');
  const { body: stored } = await api(page, `/api/articles/${id}`);
  assert.equal(stored.path, `day-article-${stamp}`, 'stored with the address her title made');
  // The banner went up after the save: the page draws it, not the "Photos coming soon" placeholder.
  await page.waitForFunction(
    (articleId) => {
      const img = document.querySelector('main article img');
      return Boolean(img?.complete && img.naturalWidth > 0 && img.currentSrc.includes(`/articles/${articleId}/banner`));
    },
    id,
    { timeout: 15_000 },
  );
  return id;
}

/** Hides the listing from its card on the staff's list; its page then says so to staff. */
async function hideFromCard(page, ref) {
  let actions = null;
  for (let listPage = 1; listPage <= 5 && !actions; listPage += 1) {
    await page.goto(`${baseUrl()}/piedmont-property-for-sale/${listPage}`);
    await waitForApp(page);
    await page.getByRole('group', { name: /^Staff actions for ref / }).first().waitFor({ timeout: 15_000 });
    const group = page.getByRole('group', { name: `Staff actions for ref ${ref}` });
    if (await group.count()) actions = group;
  }
  assert.ok(actions, `a card for ref ${ref}`);
  await expectAxeClean(page, 'the list with the staff actions');
  await actions.getByRole('button', { name: 'Hide' }).click();
  await expectToast(page, `Ref ${ref} is now hidden.`);
  await actions.getByRole('button', { name: 'Show' }).waitFor();
  assert.equal(await publicStatus(`/api/properties/${ref}`), 404, 'gone for the public');

  await page.goto(`${baseUrl()}/property/for-sale/in-italy/${ref}`);
  await page.getByText('Only signed-in staff see this listing.', { exact: false }).waitFor({ timeout: 15_000 });
  await expectAxeClean(page, 'the hidden listing with the staff banner', 'body');
}

/**
 * Adds a photo to a second gallery and makes it the cover; after a reload the editor marks
 * that photo, the one the listing picture was made from, not the first photo of the first
 * gallery (issue #26). Ends on the property's page, out of the editor.
 */
async function coverSurvivesReload(page, ref) {
  await waitForApp(page);
  await clickInApp(page.getByRole('button', { name: 'Edit property' }));
  await page.getByRole('button', { name: 'Add photos' }).click();
  const chooser = page.getByRole('dialog', { name: 'Add photos to a gallery' });
  await chooser.getByLabel('Gallery name').fill('Vineyard');
  await chooser.getByRole('button', { name: 'Upload' }).click();
  await page.locator('input[type=file][multiple]').setInputFiles(asFiles(await jpegs(page, 1)));
  await page.getByRole('button', { name: 'Make cover Vineyard photo 1' }).click({ timeout: 60_000 });
  await expectToast(page, 'Cover changed');
  await page.getByRole('img', { name: /^Vineyard photo 1, the cover$/ }).waitFor({ timeout: 15_000 });
  const galleries = (await api(page, `/api/properties/${ref}/gallery`)).body;
  assert.deepEqual(
    galleries.map((gallery) => [gallery.name, gallery.cover_index ?? null]),
    [['New Gallery', null], ['Vineyard', 0]],
    'the server recorded the photo the cover was made from',
  );

  await page.reload();
  await waitForApp(page);
  await clickInApp(page.getByRole('button', { name: 'Edit property' }));
  const vineyard = page.locator('ol[aria-label="Photos of Vineyard"] li[data-photo]').first();
  await vineyard.getByRole('img', { name: /^Vineyard photo 1, the cover$/ }).waitFor({ timeout: 15_000 });
  assert.equal(await page.locator('ol[aria-label^="Photos of"]').getByText('Cover', { exact: true }).count(), 1, 'one cover');
  const first = page.locator('ol[aria-label="Photos of New Gallery"] li[data-photo]').first();
  assert.equal(await first.getByRole('button', { name: /^Make cover / }).count(), 1, 'the first gallery\'s first photo is not taken for it');
  await page.reload();
}

/** Changes the title, then tries to leave by the staff bar: she is asked, and stays. */
async function leaveWithUnsavedChanges(page, ref) {
  await waitForApp(page);
  await clickInApp(page.getByRole('button', { name: 'Edit property' }));
  const title = page.getByLabel('Title', { exact: true });
  await title.waitFor({ timeout: 15_000 });
  await title.fill(`Changed title ${ref}`);
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Enquiries' }).click();
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await question.waitFor();
  await expectAxeClean(page, 'the question before leaving', 'dialog');
  await question.getByRole('button', { name: 'Stay and keep editing' }).click();
  await question.waitFor({ state: 'detached' });
  assert.match(page.url(), new RegExp(`/property/for-sale/in-italy/${ref}$`));
  assert.equal(await title.inputValue(), `Changed title ${ref}`, 'her change is still there');

  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Enquiries' }).click();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await page.waitForURL(/\/staff\/enquiries$/);
  assert.equal((await api(page, `/api/properties/${ref}`)).body.title, `Day farmhouse ${ref}`, 'nothing saved');
}

for (const { name, viewport, email, phone } of DAYS) {
  test(`the consultant's day on a ${name}`, { timeout: 300_000 }, async () => {
    const laptop = await openPage(browser, { viewport });
    const other = await openPage(browser, { viewport });
    // Her cookie choice made once: the banner would lie over the phone's editing bar.
    await laptop.context.addCookies([{ name: 'cookie-consent', value: 'refused', url: baseUrl() }]);
    const { page } = laptop;
    const stamp = `${phone ? 'phone' : 'desktop'}-${Date.now()}`;
    let ref = null;
    let articleId = null;
    try {
      await askForLink(page, email, { checkAxe: true });
      await openLink(page, linkIn((await signInMailsTo(email, 1))[0]));

      await openNewProperty(page);
      await expectAxeClean(page, 'the new property');
      ref = await addPhotosFirst(page, phone);
      await arrangePhotos(page, phone);
      await publishAfterRefusals(page, ref);

      await uploadTownPicture(page);
      articleId = await uploadBannerOfNewArticle(page, stamp);

      await hideFromCard(page, ref);
      await coverSurvivesReload(page, ref);
      await leaveWithUnsavedChanges(page, ref);
      await expectAxeClean(page, 'the inbox');

      // A second browser asks for a link while the first is signed in, and opens it; then a
      // third asks for yet another: both stay signed in (a link no longer ends her sessions).
      await askForLink(other.page, email);
      await openLink(other.page, linkIn((await signInMailsTo(email, 2))[1]));
      await expectStillSignedIn(page);
      await inSession(browser, { viewport }, async ({ page: third }) => askForLink(third, email));
      await signInMailsTo(email, 3);
      await expectStillSignedIn(page);
      await expectStillSignedIn(other.page);

      assert.deepEqual(ownErrors(laptop.consoleErrors), [], 'no error in her browser');
    } finally {
      if (ref) await api(page, `/api/properties/${ref}`, { method: 'DELETE' }).catch(() => {});
      if (articleId) await api(page, `/api/articles/${articleId}`, { method: 'DELETE' }).catch(() => {});
      await Promise.all([laptop.context.close(), other.context.close()]);
    }
  });
}

// With mail off (LANGHE_MAIL=none, the default setting) nothing leaves the site, sign-in links
// included: a server of its own, where she signs in with a link `langhe create-user` printed.
describe('with mail off', () => {
  let server;
  const visitor = `Day Visitor ${Date.now()}`;
  const message = 'Could we see the farmhouse on Saturday?\nWe land in Turin on Friday.';

  before(async () => {
    server = await startOwnServer({ LANGHE_MAIL: 'none', LANGHE_DEMO_CONTENT: 'true', LANGHE_SEND_RATE_PER_MINUTE: '1000' });
    const { properties } = await (await fetch(`${server.url}/api/properties?skip=0&take=1`)).json();
    await inSession(browser, { siteUrl: server.url }, async ({ page }) => {
      await page.goto(`${server.url}/property/for-sale/in-italy/${properties[0].ref}`, { waitUntil: 'networkidle' });
      const form = page.getByRole('region', { name: 'Enquire about this property!' });
      await form.getByLabel('Name').fill(visitor);
      await form.getByLabel('Email').fill('day-visitor@example.com');
      await form.getByLabel('Message').fill(message);
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await page.getByText('The message was sent successfully!').waitFor({ timeout: 30_000 });
    });
  });
  after(async () => { await server?.stop(); });

  for (const { name, viewport, phone } of DAYS) {
    test(`she reads an enquiry's message in the inbox on a ${name}`, async () => {
      await inSession(browser, { siteUrl: server.url, viewport }, async ({ page, consoleErrors }) => {
        const token = server.signInToken(`day-inbox-${phone ? 'phone' : 'desktop'}@example.com`);
        await page.goto(`${server.url}/sign-in?token=${encodeURIComponent(token)}`);
        await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 15_000 });
        await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Enquiries' }).click();
        const list = page.getByRole('list', { name: 'Enquiries, newest first' });
        await list.waitFor({ timeout: 10_000 });
        const item = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${visitor}`) }) });
        const toggle = item.getByRole('button', { name: new RegExp(`^${visitor}`) });
        assert.match(await item.textContent(), /Mail is off: read enquiries here/);
        await expectAxeClean(page, 'the inbox with mail off');
        await toggle.click();
        const shown = item.locator(`#${await toggle.getAttribute('aria-controls')}`);
        assert.equal(await shown.getByText(/Could we see the farmhouse/).textContent(), message);
        const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        assert.ok(scrollWidth <= width, `nothing cut off at the side (${scrollWidth}px in ${width}px)`);
        await expectAxeClean(page, 'the inbox with the message open');
        assert.deepEqual(ownErrors(consoleErrors), []);
      });
    });
  }
});
