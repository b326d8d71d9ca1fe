// The mails the server under test writes as .eml files (scripts/e2e.sh runs it with
// LANGHE_MAIL=eml and exports E2E_MAIL_DIR).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { baseUrl } from './browser.mjs';

export const MAIL_DIR = process.env.E2E_MAIL_DIR;

/** The mail file addressed to `email`, once the delivery worker has written it. */
export async function mailTo(email) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (const name of await readdir(MAIL_DIR).catch(() => [])) {
      if (!name.endsWith('.eml')) continue;
      const text = await readFile(path.join(MAIL_DIR, name), 'utf8');
      if (text.includes(`\r\nTo: ${email}\r\n`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email} in ${MAIL_DIR}`);
}

/** The body as a mail program shows it (quoted-printable soft breaks undone). */
export const decoded = (mail) => mail.replace(/=\r\n/g, '').replace(/=3D/g, '=');

/** The link as a path on the server under test, whatever host it names. */
export const onServer = (link) => { const url = new URL(link); return `${baseUrl()}${url.pathname}${url.search}`; };
