// Saved-search alerts, end to end: the filtered list page offers "E-mail me new homes like
// these" (not the plain list); the form checks address and consent, solves the captcha and
// answers; the confirmation link arrives as an .eml file (scripts/e2e.sh runs the server with
// LANGHE_MAIL=eml and exports E2E_MAIL_DIR); opening it only asks, its button confirms, and
// only then does the staff's count of active alerts move; the count is read as
// alerts-admin@example.com, an account made here (support/staff.mjs). An alert made on the
// Italian list (issue #30) gets its mail and the pages behind its links in Italian.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { codeSnifferErrors } from './support/html-codesniffer.mjs';
import { decoded, mailTo, onServer } from './support/mail.mjs';
import { baseUrl, launch, withPage } from './support/browser.mjs';
import { staffSignInLink } from './support/staff.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

let adminToken;
async function activeAlerts() {
  if (!adminToken) {
    const token = new URL(await staffSignInLink('alerts-admin@example.com')).searchParams.get('token');
    const response = await fetch(`${baseUrl()}/api/users/one-time-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    assert.equal(response.status, 200, 'the admin link signs in');
    adminToken = (await response.json()).token;
  }
  const response = await fetch(`${baseUrl()}/api/alerts/count`, { headers: { authorization: `Bearer ${adminToken}` } });
  assert.equal(response.status, 200);
  return (await response.json()).active;
}

test('the filtered list offers an alert, confirmed only by the button behind the mailed link', async () => {
  const email = `buyer-${Date.now()}@example.com`;
  await withPage(browser, async ({ page }) => {
    await page.goto(`${baseUrl()}/piedmont-property-for-sale/1`, { waitUntil: 'networkidle' });
    assert.equal(await page.getByRole('region', { name: 'E-mail me new homes like these' }).count(), 0, 'no alert without filters');

    await page.goto(`${baseUrl()}/piedmont-property-for-sale/1?min_price=500000&kind=villa`, { waitUntil: 'networkidle' });
    const form = page.getByRole('region', { name: 'E-mail me new homes like these' });
    await form.waitFor();
    const consent = form.getByRole('checkbox');
    assert.equal(await consent.isChecked(), false, 'the consent box starts unticked');
    const send = form.getByRole('button', { name: 'E-mail me' });
    await send.click();
    await form.getByRole('alert').filter({ hasText: 'Please enter your email address' }).waitFor();
    await form.getByPlaceholder('Email address').fill(email);
    await send.click();
    await form.getByRole('alert').filter({ hasText: 'Please tick the box to agree to receive e-mails about new homes' }).waitFor();
    await consent.check();
    const before = await activeAlerts();
    await send.click();
    await form.getByRole('status').filter({ hasText: 'Please check your inbox: open the link we have sent you to confirm your alert.' }).waitFor({ timeout: 30_000 });

    const mail = decoded(await mailTo(email));
    assert.match(mail, /Price from (€|=E2=82=AC)500,000; kind: villa/);
    assert.match(mail, /\r\nList-Unsubscribe: <https?:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=[0-9a-f]+>\r\n/);
    const confirmLink = mail.match(/https?:\/\/\S+\/api\/alerts\/confirm\?token=[0-9a-f]+/)[0];

    await page.goto(onServer(confirmLink));
    await page.getByText('Do you want Langhe Property to e-mail you new homes like the ones you chose?').waitFor();
    assert.equal(await activeAlerts(), before, 'opening the link changed nothing');
    const axe = await new AxeBuilder({ page }).analyze();
    assert.deepEqual(axe.violations.map((v) => v.id), [], 'accessibility');
    assert.deepEqual(await codeSnifferErrors(page), [], 'accessibility (HTML_CodeSniffer)');
    await page.getByRole('button', { name: 'Confirm alert' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you! Your alert is confirmed' }).waitFor();
    assert.equal(await activeAlerts(), before + 1, 'the button confirmed the alert');
  });
});

test('an alert made on the Italian list is confirmed through Italian mail and pages', async () => {
  const email = `acquirente-${Date.now()}@example.com`;
  await withPage(browser, async ({ page }) => {
    await page.goto(`${baseUrl()}/it/immobili-in-vendita-piemonte/1?min_price=500000&kind=villa`, { waitUntil: 'networkidle' });
    const form = page.getByRole('region', { name: 'Inviami per e-mail le nuove case come queste' });
    await form.waitFor();
    const send = form.getByRole('button', { name: 'Inviami le e-mail' });
    await send.click();
    await form.getByRole('alert').filter({ hasText: 'Inserisca il suo indirizzo e-mail' }).waitFor();
    await form.getByPlaceholder('Indirizzo e-mail').fill(email);
    await form.getByRole('checkbox').check();
    await send.click();
    await form.getByRole('status').filter({ hasText: 'Controlli la sua casella' }).waitFor({ timeout: 30_000 });
  });

  const mail = decoded(await mailTo(email));
  assert.match(mail, /\r\nSubject: Conferma il suo avviso di nuove case - Langhe Property\r\n/);
  assert.match(mail, /Prezzo da 500\.000 (€|=E2=82=AC); tipo: villa/);
  assert.match(mail, /\r\nList-Unsubscribe: <https?:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=[0-9a-f]+>\r\n/);
  const confirmLink = mail.match(/https?:\/\/\S+\/api\/alerts\/confirm\?token=[0-9a-f]+/)[0];

  const before = await activeAlerts();
  await withPage(browser, async ({ page }) => {
    // The pages behind the link speak the browser's language, as an Italian subscriber's does.
    await page.setExtraHTTPHeaders({ 'accept-language': 'it-IT,it;q=0.9' });
    await page.goto(onServer(confirmLink));
    assert.equal(await page.locator('html').getAttribute('lang'), 'it');
    await page.getByText('Desidera che Langhe Property le invii per e-mail le nuove case come quelle scelte?').waitFor();
    assert.equal(await activeAlerts(), before, 'opening the link changed nothing');
    const axe = await new AxeBuilder({ page }).analyze();
    assert.deepEqual(axe.violations.map((v) => v.id), [], 'accessibility');
    assert.deepEqual(await codeSnifferErrors(page), [], 'accessibility (HTML_CodeSniffer)');
    await page.getByRole('button', { name: 'Conferma l\'avviso' }).click();
    await page.getByRole('status').filter({ hasText: 'Grazie! Il suo avviso è confermato' }).waitFor();
    assert.equal(await activeAlerts(), before + 1, 'the button confirmed the alert');
  });
});
