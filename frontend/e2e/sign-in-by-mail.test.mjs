// The consultant signs in alone (issue 26): in the sign-in dialog she asks for a link by mail
// (the self-hosted captcha solves itself in the browser), reads the mail (an .eml file:
// scripts/e2e.sh runs the server with LANGHE_MAIL=eml and exports E2E_MAIL_DIR), opens it and
// is signed in. A second browser signs in the same way, and both stay signed in when a third
// asks for yet another link and uses it; her devices list shows all three, and ending another
// one's session signs that browser out. On a desktop and on a 390 px phone, axe clean on the dialogs.
// Its accounts (signin-desktop@ and signin-phone@example.com, admins) are made here
// (support/staff.mjs); their links come by mail, so the ones create-user prints are not spent.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAIL_DIR } from './support/mail.mjs';
import { expectToast, launch, openPage } from './support/browser.mjs';
import {
  askForLink,
  expectDialogAxeClean as expectAxeClean,
  expectStillSignedIn,
  linkIn,
  openLink,
  signInMailsTo,
} from './support/sign-in-mail.mjs';
import { staffSignInLink } from './support/staff.mjs';

const viewports = [
  { name: 'desktop', size: { width: 1280, height: 900 }, email: 'signin-desktop@example.com' },
  { name: '390 px phone', size: { width: 390, height: 844 }, email: 'signin-phone@example.com' },
];

let browser;
before(async () => {
  for (const { email } of viewports) await staffSignInLink(email);
  browser = await launch();
});
after(async () => { await browser?.close(); });

for (const { name, size, email } of viewports) {
  test(`on a ${name}: a link by mail signs her in, a second browser too, a new link signs nobody out, and ending a device signs it out`, async () => {
    const laptop = await openPage(browser, { viewport: size });
    const phone = await openPage(browser, { viewport: size });
    const tablet = await openPage(browser, { viewport: size });
    try {
      await askForLink(laptop.page, 'nobody-here@example.com');
      await askForLink(laptop.page, email, { keep: true, checkAxe: true });
      const [first] = await signInMailsTo(email, 1);
      const link = linkIn(first);
      assert.ok(link?.endsWith('&keep=1'), `the kept link says so: ${link}`);
      assert.match(first, /The link works once, within 30 minutes\./);
      await openLink(laptop.page, link);
      const kept = await laptop.page.evaluate(async () => {
        const response = await fetch('/api/users/sessions', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
        return (await response.json()).find((device) => device.thisDevice);
      });
      const days = (Date.parse(kept.expiresAt) - Date.parse(kept.signedInAt)) / 86_400_000;
      assert.equal(Math.round(days), 30, 'kept signed in for 30 days');

      await askForLink(phone.page, email);
      const [, second] = await signInMailsTo(email, 2);
      await openLink(phone.page, linkIn(second));

      // A third browser asking for yet another link, and using it, signs neither out.
      await askForLink(tablet.page, email);
      const [, , third] = await signInMailsTo(email, 3);
      await openLink(tablet.page, linkIn(third));
      await expectStillSignedIn(laptop.page);
      await expectStillSignedIn(phone.page);

      await laptop.page.getByRole('button', { name: 'Devices' }).click();
      const devices = laptop.page.getByRole('dialog', { name: 'Signed-in devices' });
      const rows = devices.getByRole('listitem');
      await rows.nth(2).waitFor();
      assert.equal(await rows.count(), 3, 'the three browsers are listed');
      assert.equal(await devices.getByText('(this device)').count(), 1);
      assert.equal(await rows.filter({ hasText: '(this device)' }).getByRole('button').count(), 0, 'this device signs out with Sign out');
      await expectAxeClean(laptop.page, 'the signed-in devices');
      // The most recently seen first: the tablet, then the phone (the laptop is this device).
      const phoneRow = rows.filter({ hasNotText: '(this device)' }).nth(1);
      await phoneRow.getByRole('button', { name: /^End session for / }).click();
      await rows.nth(2).waitFor({ state: 'detached' });
      assert.equal(await rows.count(), 2);
      await laptop.page.keyboard.press('Escape');

      // The other browser's next request finds its session ended.
      await phone.page.reload();
      await expectToast(phone.page, 'User not found');
      assert.equal(await phone.page.getByRole('button', { name: 'Sign out' }).count(), 0);
      await expectStillSignedIn(laptop.page);
      await expectStillSignedIn(tablet.page);

      for (const file of await readdir(MAIL_DIR)) {
        const text = await readFile(path.join(MAIL_DIR, file), 'utf8');
        assert.ok(!text.includes('To: nobody-here@example.com'), 'a stranger is mailed nothing');
      }
    } finally {
      await Promise.all([laptop, phone, tablet].map(({ context }) => context.close()));
    }
  });
}
