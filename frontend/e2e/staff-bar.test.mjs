// The staff's quick actions and safe editing (issue 26): the staff bar above the header (and
// not for visitors), without squeezing the public menu on a desktop or a 390 px phone; hide and
// show a listing from its list card and see the staff note on its page; leaving the editor
// with unsaved changes asks first (in the app and when the tab closes); the price groups its
// digits as she types; no hydration error (#418) on the staff screens; axe clean.
// The admin, staffbar-admin@example.com, is an account made here (support/staff.mjs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, expectToast, inSession, launch, waitForApp, clickInApp } from './support/browser.mjs';
import { plantSession, signInWithLink } from './support/session.mjs';
import { staffSignInLink } from './support/staff.mjs';
import { createOwnListing as createOwnListingOf, staffApi as staffApiOf } from './support/own-listing.mjs';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const VIEWPORTS = [['desktop', DESKTOP], ['390 px phone', PHONE]];
const LIST = '/piedmont-property-for-sale/1';

let browser;
/** The admin's stored session, made once from a sign-in link (each serves once). */
let adminSession = null;
/** A listing of this suite's own, made visible through the API and deleted at the end. */
let ownRef = null;

before(async () => {
  browser = await launch();
});
after(async () => {
  if (ownRef && adminSession) {
    await fetch(`${baseUrl()}/api/properties/${ownRef}`, { method: 'DELETE', headers: { Authorization: `Bearer ${adminSession.token}` } });
  }
  await browser?.close();
});

async function signInAsAdmin(page) {
  if (!adminSession) {
    await signInWithLink(page, await staffSignInLink('staffbar-admin@example.com'));
    adminSession = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
  } else {
    await plantSession(page, adminSession);
  }
  // Her cookie choice made once: the banner would lie over the phone's editing bar.
  await page.evaluate(() => localStorage.setItem('cookie-consent', 'refused'));
}

/** Homes per list page (the site's PROPERTIES_PER_PAGE). */
const PER_PAGE = 100;

const staffApi = (path, init) => staffApiOf(adminSession.token, path, init);

/** A whole, visible listing of this suite's own. */
const createOwnListing = () =>
  createOwnListingOf(adminSession.token, (ref) => ({
    title: `Staff bar farmhouse ${ref}`,
    listing_title: `Staff bar farmhouse ${ref} in La Morra`,
    location: 'La Morra',
    meta_title: `Farmhouse ${ref} in La Morra`,
    path: `-staff-bar-farmhouse-${ref}`,
    pictures_path: `-staff-bar-${ref}`,
    coordinates: '44.63;7.93',
  }));

/**
 * The card of `ref` on the staff's list. The page it is on comes from the staff's own list
 * (the API, hidden homes included, in the list's order); the card is waited for by name. A
 * served page is the public list, which lacks a hidden home until the app has fetched the
 * staff's: looking for "any card, then this one" read the public cards and paged past the
 * home (seen in CI, 2026-12-07).
 */
async function cardActions(page, ref) {
  let position = -1;
  for (let skipPages = 0; position < 0; skipPages += 1) {
    const { body } = await staffApi(`/api/properties?skip=${skipPages}&take=${PER_PAGE}`);
    const index = body.properties.findIndex((p) => p.ref === ref);
    if (index >= 0) position = skipPages * PER_PAGE + index;
    else if (skipPages + 1 >= body.pages) throw new Error(`ref ${ref} is not on the staff's list`);
  }
  await page.goto(`${baseUrl()}/piedmont-property-for-sale/${Math.floor(position / PER_PAGE) + 1}`);
  await waitForApp(page);
  await page.getByRole('navigation', { name: 'Staff' }).waitFor();
  const group = page.getByRole('group', { name: `Staff actions for ref ${ref}` });
  await group.waitFor({ timeout: 15_000 });
  return group;
}

/** Console errors that mean the served page and the app disagreed, or a <Navigate> on first render. */
function hydrationTrouble(consoleErrors) {
  return consoleErrors.filter((text) => /#418|#423|#425|Hydration|hydrat|did not match|<Navigate>/i.test(text));
}

async function axeViolations(page) {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The header's height and whether the public menu's entries sit on one line (desktop) or behind the toggle (phone). */
async function headerShape(page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const links = [...document.querySelectorAll('nav[aria-label="Main"] a')].filter((a) => a.offsetParent !== null);
    const tops = new Set(links.map((a) => Math.round(a.getBoundingClientRect().top)));
    // The toggle is a link to the menu acting as a button (it opens without JavaScript too).
    const toggle = [...document.querySelectorAll('header button, header [role="button"]')].find((b) => b.textContent?.trim() === 'Menu');
    return {
      height: Math.round(header.getBoundingClientRect().height),
      menuRows: tops.size,
      visibleMenuLinks: links.length,
      toggleShown: !!toggle && toggle.offsetParent !== null,
      overflows: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

for (const [name, viewport] of VIEWPORTS) {
  test(`the staff bar is for staff only and leaves the public menu its room (${name})`, async () => {
    const visitorShape = await inSession(browser, { viewport }, async ({ page }) => {
      await page.goto(`${baseUrl()}${LIST}`);
      await waitForApp(page);
      assert.equal(await page.getByRole('navigation', { name: 'Staff' }).count(), 0, 'no staff bar for visitors');
      assert.equal(await page.getByRole('link', { name: 'New article' }).count(), 0);
      return headerShape(page);
    });

    await inSession(browser, { viewport }, async ({ page, consoleErrors }) => {
      await signInAsAdmin(page);
      await page.goto(`${baseUrl()}${LIST}`);
      await waitForApp(page);
      const bar = page.getByRole('navigation', { name: 'Staff' });
      await bar.waitFor();
      for (const link of ['New property', 'New article', 'Enquiries', 'Towns', 'Statistics']) {
        assert.ok(await bar.getByRole('link', { name: link }).isVisible(), `${link} in the staff bar`);
      }
      assert.ok(await bar.getByRole('button', { name: 'Sign out' }).isVisible());

      const staffShape = await headerShape(page);
      assert.deepEqual(staffShape, visitorShape, 'the header (menu, toggle, height) is as a visitor sees it');
      if (viewport === DESKTOP) assert.equal(staffShape.menuRows, 1, 'the menu on one line');
      else assert.ok(staffShape.toggleShown, 'the menu behind its toggle on a phone');
      assert.equal(staffShape.overflows, false, 'nothing wider than the screen');

      assert.deepEqual(await axeViolations(page), [], 'axe on the list with the staff bar and card actions');

      // The staff bar's New article opens the creation form.
      await bar.getByRole('link', { name: 'New article' }).click();
      await page.waitForURL(/\/piemonte-property-news\/langhe-property\/article\/new$/);
      await page.getByRole('article', { name: 'New article' }).waitFor({ timeout: 15_000 });
      assert.deepEqual(hydrationTrouble(consoleErrors), []);
    });
  });
}

test('hiding a listing from its card: the badge, then the staff note on its page; showing it again', async () => {
  await inSession(browser, { viewport: DESKTOP }, async ({ page }) => {
    await signInAsAdmin(page);
    ownRef ??= await createOwnListing();

    const actions = await cardActions(page, ownRef);
    await actions.getByRole('button', { name: 'Hide' }).click();
    await expectToast(page, `Ref ${ownRef} is now hidden.`);
    await actions.getByRole('button', { name: 'Show' }).waitFor();
    assert.equal((await staffApi(`/api/properties/${ownRef}`)).body.visibility, 'hidden');
    assert.equal((await fetch(`${baseUrl()}/api/properties/${ownRef}`)).status, 404, 'gone for the public');

    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${ownRef}`);
    await page.getByText('Only signed-in staff see this listing.', { exact: false }).waitFor({ timeout: 15_000 });
    assert.deepEqual(await axeViolations(page), [], 'axe on the hidden page with the staff note');

    const again = await cardActions(page, ownRef);
    await again.getByRole('button', { name: 'Show' }).click();
    await expectToast(page, `Ref ${ownRef} is now visible to everyone.`);
    assert.equal((await staffApi(`/api/properties/${ownRef}`)).body.visibility, 'visible');

    await again.getByRole('button', { name: 'Mark sold' }).click();
    await expectToast(page, `Ref ${ownRef} is marked sold.`);
    // Sold homes are listed last: the card has moved to the list's last page.
    const sold = await cardActions(page, ownRef);
    await sold.getByRole('button', { name: 'Mark for sale' }).click();
    await expectToast(page, `Ref ${ownRef} is for sale again.`);
    const stored = (await staffApi(`/api/properties/${ownRef}`)).body;
    assert.deepEqual([stored.sold, stored.price, stored.title], [false, 620000, `Staff bar farmhouse ${ownRef}`], 'only the mark changed');
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${ownRef}`);
    await page.getByRole('heading', { level: 1, name: `Staff bar farmhouse ${ownRef}` }).waitFor();
    assert.equal(await page.getByText('Only signed-in staff see this listing.', { exact: false }).count(), 0);
  });
});

for (const [name, viewport] of VIEWPORTS) {
  test(`leaving the editor with unsaved changes asks first; the price groups its digits (${name})`, async () => {
    await inSession(browser, { viewport }, async ({ page, consoleErrors }) => {
      await signInAsAdmin(page);
      ownRef ??= await createOwnListing();
      await page.goto(`${baseUrl()}/property/for-sale/in-italy/${ownRef}`);
      await waitForApp(page);
      await clickInApp(page.getByRole('button', { name: 'Edit property' }));
      const price = page.getByLabel('Price (€)');
      await price.waitFor({ timeout: 15_000 });
      assert.equal(await price.inputValue(), '620,000');

      // Separators as she types; the caret stays after the digit typed.
      await price.fill('');
      await price.pressSequentially('1250000');
      assert.equal(await price.inputValue(), '1,250,000');
      await price.press('Home');
      await price.press('ArrowRight');
      await price.pressSequentially('9');
      assert.equal(await price.inputValue(), '19,250,000');
      assert.equal(await price.evaluate((input) => input.selectionStart), 2);
      await price.pressSequentially('-x');
      assert.equal(await price.inputValue(), '19,250,000', 'only digits');

      // The floating buttons never lie over the form's fields on a phone.
      if (viewport === PHONE) {
        const covered = await page.evaluate(() => {
          const bar = document.querySelector('[role="toolbar"][aria-label="Property editing"]').getBoundingClientRect();
          window.scrollTo(0, document.documentElement.scrollHeight);
          const fields = [...document.querySelectorAll('main input, main textarea, main [role="textbox"]')];
          const last = fields.at(-1).getBoundingClientRect();
          return { barLeft: bar.left, barWidth: bar.width, lastBottom: last.bottom, barTop: document.querySelector('[role="toolbar"][aria-label="Property editing"]').getBoundingClientRect().top };
        });
        assert.equal(Math.round(covered.barLeft), 0, 'a bar along the bottom edge');
        assert.ok(covered.lastBottom <= covered.barTop, `the last field scrolls clear of the bar (${covered.lastBottom} ≤ ${covered.barTop})`);
      }

      await page.getByLabel('Title', { exact: true }).fill(`Changed title ${ownRef}`);
      assert.deepEqual(await axeViolations(page), [], 'axe on the editor');

      // In the app: the staff bar's Enquiries link is held, and she is asked.
      const bar = page.getByRole('navigation', { name: 'Staff' });
      await bar.getByRole('link', { name: 'Enquiries' }).click();
      const question = page.getByRole('dialog', { name: 'Leave without saving?' });
      await question.waitFor();
      assert.deepEqual(await axeViolations(page), [], 'axe on the question');
      await question.getByRole('button', { name: 'Stay and keep editing' }).click();
      await question.waitFor({ state: 'detached' });
      assert.match(page.url(), new RegExp(`/property/for-sale/in-italy/${ownRef}`));
      assert.equal(await page.getByLabel('Title', { exact: true }).inputValue(), `Changed title ${ownRef}`);

      assert.deepEqual(hydrationTrouble(consoleErrors), []);

      // Leaving the page itself (reload, another address, closing the tab): the browser's own question.
      let asked = null;
      page.once('dialog', (dialog) => {
        asked = dialog.type();
        void dialog.accept();
      });
      await page.goto(`${baseUrl()}/robots.txt`);
      assert.equal(asked, 'beforeunload');
    });

    await inSession(browser, { viewport }, async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto(`${baseUrl()}/property/for-sale/in-italy/${ownRef}`);
      await waitForApp(page);
      await clickInApp(page.getByRole('button', { name: 'Edit property' }));
      await page.getByLabel('Title', { exact: true }).fill(`Changed title ${ownRef}`);
      await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Enquiries' }).click();
      await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave without saving' }).click();
      await page.waitForURL(/\/staff\/enquiries$/);
      assert.equal((await staffApi(`/api/properties/${ownRef}`)).body.title, `Staff bar farmhouse ${ownRef}`, 'nothing saved');
    });
  });
}

test('the article editor: its date, a link added with the link button, and the list and page show the date', async () => {
  await inSession(browser, { viewport: DESKTOP }, async ({ page }) => {
    await signInAsAdmin(page);
    // The demo's newest article (the lowest id): staff also list drafts and articles other
    // suites leave, and only published ones are on the public list and page.
    const { body } = await staffApi('/api/articles?skip=0&take=10');
    const article = body.articles.filter((listed) => listed.published).sort((a, b) => a.id - b.id)[0];
    const day = article.created_date.slice(0, 10);

    await page.goto(`${baseUrl()}/piemonte-property-news/1`);
    const listed = page.locator(`time[datetime="${day}"]`).first();
    await listed.waitFor();
    assert.match(await listed.textContent(), /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);

    await page.goto(`${baseUrl()}/piemonte-property-news/langhe-property/article/${article.id}`);
    await waitForApp(page);
    await page.locator(`article time[datetime="${day}"]`).first().waitFor({ timeout: 15_000 });
    assert.equal(await page.locator(`article time[datetime="${day}"]`).count(), 1, 'the page shows its date');
    await page.getByRole('button', { name: 'Edit article' }).click();
    await page.getByText('Article date:').waitFor({ timeout: 15_000 });

    const text = page.getByRole('textbox', { name: 'Article text', exact: true });
    await text.click();
    await page.keyboard.press('End');
    await page.getByRole('toolbar', { name: 'Article text formatting', exact: true }).getByRole('button', { name: 'Link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Add a link' });
    await linkDialog.getByLabel('Link address').fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Apply link' }).click();
    await linkDialog.getByRole('alert').waitFor();
    await linkDialog.getByLabel('Link address').fill('www.barolo.example');
    await linkDialog.getByRole('button', { name: 'Apply link' }).click();
    await linkDialog.waitFor({ state: 'detached' });
    assert.equal(await text.locator('a[href="https://www.barolo.example"]').count(), 1, 'the link is in the text');

    // Cancel is leaving on purpose: no question.
    await page.getByRole('button', { name: 'Cancel editing' }).click();
    await page.getByRole('button', { name: 'Edit article' }).waitFor({ timeout: 15_000 });
    assert.equal(await page.getByRole('dialog', { name: 'Leave without saving?' }).count(), 0);
  });
});

test('staff screens opened from the server hydrate without a mismatch (#418), and the saved-article address moves on', async () => {
  await inSession(browser, { viewport: DESKTOP }, async ({ page, consoleErrors }) => {
    await signInAsAdmin(page);
    ownRef ??= await createOwnListing();
    const { body } = await staffApi('/api/articles?skip=0&take=1');
    const screens = [
      LIST,
      `/property/for-sale/in-italy/${ownRef}`,
      '/property/for-sale/in-italy/new',
      '/piemonte-property-news/langhe-property/article/new',
      '/staff/enquiries',
      '/staff/towns',
    ];
    for (const screen of screens) {
      await page.goto(`${baseUrl()}${screen}`);
      await waitForApp(page);
      await page.getByRole('navigation', { name: 'Staff' }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(hydrationTrouble(consoleErrors), [], `hydration of ${screen}`);
      assert.deepEqual(await axeViolations(page), [], `axe on ${screen}`);
    }
    await page.goto(`${baseUrl()}/property/for-sale/in-italy/${ownRef}`);
    await waitForApp(page);
    await clickInApp(page.getByRole('button', { name: 'Edit property' }));
    await page.getByLabel('Price (€)').waitFor({ timeout: 15_000 });

    await page.goto(`${baseUrl()}/piemonte-property-news/1?id=${body.articles[0].id}`);
    await page.waitForURL(new RegExp(`/piemonte-property-news/langhe-property/[^/]+/${body.articles[0].id}$`), { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: body.articles[0].title }).waitFor();
    assert.deepEqual(hydrationTrouble(consoleErrors), []);
  });
});
