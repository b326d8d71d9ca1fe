// The admin's towns page (issue 4, "Towns"): an admin creates a town with its Italian texts
// (issue #30) and edits it, and the property settings dialog's town select lists it without a
// reload; an agent and a visitor get neither the link nor the screen, and the server refuses
// their writes.
// Its accounts, towns-admin@example.com and towns-agent@example.com, are made here
// (support/staff.mjs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { codeSnifferErrors } from './support/html-codesniffer.mjs';
import { baseUrl, launch, withPage as withPageOf, expectToast } from './support/browser.mjs';
import { expectStaffScreenClosed, signInWithLink as signIn } from './support/session.mjs';
import { staffSignInLink } from './support/staff.mjs';

const TOWNS = '/staff/towns';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

const withPage = (body) => withPageOf(browser, body);

/** A write to /api/towns with the page's session (or none). */
async function writeTown(page, method, body) {
  return page.evaluate(async ({ method, body }) => {
    const token = localStorage.getItem('token');
    const headers = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    const response = await fetch('/api/towns', { method, headers, body: JSON.stringify(body) });
    return response.status;
  }, { method, body });
}

async function accessibilityViolations(page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const sniffed = await codeSnifferErrors(page, 'main');
  return [...axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), ...sniffed];
}

/** The settings dialog of the first listed property, reached by clicking through the site. */
async function openSettingsOfAProperty(page) {
  await page.getByRole('link', { name: 'Homes for sale' }).first().click();
  // A listing's own page, not the staff's "Add a property" link to the new-property editor.
  await page.locator('main a[href^="/property/for-sale/in-italy/"]:not([href$="/new"])').first().click();
  await page.getByRole('button', { name: 'Edit property' }).click({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Property settings' }).click();
  return page.getByRole('dialog', { name: 'Property settings' });
}

test('an admin creates a town, edits it and finds it in the property settings without a reload', async () => {
  await withPage(async ({ page, consoleErrors }) => {
    const stamp = Date.now();
    const name = `E2E Town ${stamp}`;
    const path = `e2e-town-${stamp}`;
    await signIn(page, await staffSignInLink('towns-admin@example.com'));
    await page.getByRole('link', { name: 'Towns', exact: true }).click();
    await page.waitForURL((url) => url.pathname === TOWNS);
    await page.getByRole('table', { name: 'Towns, by name' }).waitFor({ timeout: 10_000 });
    assert.deepEqual(await accessibilityViolations(page), [], 'accessibility of the list');

    await page.getByRole('button', { name: 'New town' }).click();
    const form = page.getByRole('form', { name: 'New town' });
    await form.getByRole('textbox', { name: 'Town text', exact: true }).waitFor({ timeout: 15_000 });
    assert.deepEqual(await accessibilityViolations(page), [], 'accessibility of the form');
    await form.getByRole('button', { name: 'Save town' }).click();
    await expectToast(page, 'Town name missing');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Path', { exact: true }).fill('E2E Town');
    await form.getByRole('button', { name: 'Save town' }).click();
    await expectToast(page, "Town path may use only lowercase letters, digits and '-'");
    await form.getByLabel('Path', { exact: true }).fill(path);
    await form.getByLabel('Facts', { exact: true }).fill('Altitude:480 m;Population:1,200');
    await form.getByLabel('Short description', { exact: true }).fill('A village among the vineyards.');
    await form.getByRole('textbox', { name: 'Town text', exact: true }).click();
    await page.keyboard.type('Written in the browser');
    // Its Italian texts beside them, each showing the English one it stands in for.
    const italianShort = form.getByLabel('Italian short description', { exact: true });
    assert.equal(await italianShort.getAttribute('placeholder'), 'A village among the vineyards.');
    await italianShort.fill('Un paese tra i vigneti.');
    await form.getByLabel('Italian facts', { exact: true }).fill('Altitudine:480 m;Abitanti:1.200');
    await form.getByRole('textbox', { name: 'Italian town text', exact: true }).click();
    await page.keyboard.type('Scritto nel browser');
    await form.getByRole('button', { name: 'Save town' }).click();
    await expectToast(page, `${name} saved`);
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    assert.equal(await edit.getByLabel('Path', { exact: true }).inputValue(), path);
    assert.equal(await edit.getByLabel('Italian short description', { exact: true }).inputValue(), 'Un paese tra i vigneti.');
    await edit.getByLabel('Second name').fill('Edited in the browser');
    await edit.getByRole('button', { name: 'Save town' }).click();
    await expectToast(page, `${name} saved`);
    await row.getByText('Edited in the browser').waitFor();

    const towns = await (await fetch(`${baseUrl()}/api/towns`)).json();
    const saved = towns.find((town) => town.name === name);
    assert.ok(saved, 'the town is stored');
    assert.equal(saved.name2, 'Edited in the browser');
    assert.equal(saved.path, path);
    assert.deepEqual(saved.facts_d, [{ label: 'Altitude', value: '480 m' }, { label: 'Population', value: '1,200' }]);
    assert.match(saved.text, /Written in the browser/);
    assert.equal(saved.translations.it.short_description, 'Un paese tra i vigneti.');
    assert.deepEqual(saved.translations.it.facts_d, [{ label: 'Altitudine', value: '480 m' }, { label: 'Abitanti', value: '1.200' }]);
    assert.match(saved.translations.it.text, /Scritto nel browser/);

    const settings = await openSettingsOfAProperty(page);
    const select = settings.getByLabel('Town', { exact: true });
    assert.equal(await select.locator('option', { hasText: name }).count(), 1, 'the new town is offered');
    assert.equal(await select.locator('option').first().textContent(), '', 'after a blank entry');
    const manage = settings.getByRole('link', { name: /Manage towns/ });
    assert.equal(await manage.getAttribute('href'), TOWNS);
    assert.deepEqual(consoleErrors.filter((e) => !/mapbox\.com|net::ERR_FAILED/.test(e)), []);
  });
});

test('an agent gets no towns link or screen, and the server refuses its town writes', async () => {
  await withPage(async ({ page }) => {
    await signIn(page, await staffSignInLink('towns-agent@example.com', 'agent'));
    assert.equal(await page.getByRole('link', { name: 'Towns', exact: true }).count(), 0, 'no header link');
    assert.equal(await writeTown(page, 'POST', { name: 'Agent town', path: 'agent-town' }), 403);
    assert.equal(await writeTown(page, 'PUT', { id: 1, name: 'Agent town', path: 'agent-town' }), 403);

    const settings = await openSettingsOfAProperty(page);
    await settings.getByLabel('Town', { exact: true }).waitFor();
    assert.equal(await settings.getByRole('link', { name: /Manage towns/ }).count(), 0, 'no link in the settings');

    await page.goto(`${baseUrl()}${TOWNS}`);
    await page.getByText('Sign in as an admin to manage towns.').waitFor();
    assert.equal(await page.getByRole('table').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'New town' }).count(), 0);
  });
});

test('a visitor opening the towns page sees no towns and cannot write one', async () => {
  await withPage(async ({ page }) => {
    await expectStaffScreenClosed(page, TOWNS, 'Sign in as an admin to manage towns.');
    assert.equal(await page.getByRole('link', { name: 'Towns', exact: true }).count(), 0);
    assert.equal(await writeTown(page, 'POST', { name: 'Visitor town', path: 'visitor-town' }), 401);
  });
});
