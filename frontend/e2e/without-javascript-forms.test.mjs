// A visitor without JavaScript (issue 43): the cookie banner can be dismissed, the phone menu
// opens, and the enquiry form neither pretends to send nor puts what was typed into the
// address: it says at once that sending needs JavaScript and gives the phone number.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, launch } from './support/browser.mjs';
import { getJson } from './support/api.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const PHONE = { width: 390, height: 844 };

async function withoutJavaScript(body) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  try {
    await body(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

for (const { path, region, refuse } of [
  { path: '/', region: 'Cookie choice', refuse: 'Refuse' },
  { path: '/it/index.html', region: 'Scelta dei cookie', refuse: 'Rifiuta' },
]) {
  test(`without JavaScript, the cookie banner of ${path} is dismissed and stays dismissed`, () =>
    withoutJavaScript(async (page, context) => {
      await page.goto(`${baseUrl()}${path}`);
      const banner = page.getByRole('region', { name: region });
      await banner.waitFor();
      await banner.getByRole('button', { name: refuse, exact: true }).click();
      await page.waitForURL(`${baseUrl()}${path}`);
      assert.equal(await page.getByRole('region', { name: region }).count(), 0, 'the page came back without the banner');
      const cookies = await context.cookies();
      assert.deepEqual(
        cookies.filter((cookie) => cookie.name === 'cookie-consent').map((cookie) => cookie.value),
        ['refused'],
      );
      await page.goto(`${baseUrl()}/contact-langhe-property`);
      assert.equal(await page.getByRole('region', { name: /Cookie choice|Scelta dei cookie/ }).count(), 0, 'and on the next page');
    }));
}

test('without JavaScript, the phone menu opens', () =>
  withoutJavaScript(async (page) => {
    await page.goto(`${baseUrl()}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.equal(await nav.isVisible(), false, 'closed at first on a phone');
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.waitFor({ state: 'visible' });
    assert.equal(await nav.getByRole('link', { name: 'Contact' }).first().isVisible(), true);
  }));

test('without JavaScript, the enquiry form says it needs JavaScript, gives the phone number and sends nothing', () =>
  withoutJavaScript(async (page) => {
    const { properties } = await getJson('/api/properties?skip=0&take=1');
    const address = `${baseUrl()}/property/for-sale/in-italy/${properties[0].ref}`;
    await page.goto(address);
    const region = page.getByRole('region', { name: 'Enquire about this property!' });
    await region.getByText(/Sending this form needs JavaScript/).waitFor();
    assert.equal(await region.getByRole('link', { name: /\+39/ }).first().isVisible(), true, 'a phone number to call');
    const form = region.locator('form');
    assert.equal(await form.getAttribute('method'), 'post', 'nothing typed would go into the address');
    assert.equal(await form.getByLabel('Name', { exact: true }).isDisabled(), true, 'no typing into a form that cannot send');
    assert.equal(page.url(), address);
  }));
