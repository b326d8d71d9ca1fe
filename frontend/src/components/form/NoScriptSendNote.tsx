import { CONTACT_DETAILS } from '@/config/contact-details';
import type { Language } from '@/lib/i18n';
import styles from './Form.module.css';

const TEXT = {
  en: {
    needs: 'Sending this form needs JavaScript, which is off in your browser. Call us on',
    or: 'or write to',
  },
  it: {
    needs: 'Per inviare questo modulo serve JavaScript, disattivato nel suo browser. Ci chiami al',
    or: 'o ci scriva a',
  },
} as const;

/**
 * Shown only where scripts do not run: the visitor forms send through the app (a captcha that
 * solves itself, the server's checks), so without it they say so at once and give the phone
 * number and the address, instead of a form that seems to send and does not.
 */
export function NoScriptSendNote({ language }: { language: Language }) {
  const text = TEXT[language];
  return (
    <noscript>
      <p className={styles.noScript}>
        {text.needs} <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phoneDisplay}</a> {text.or}{' '}
        <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>.
      </p>
    </noscript>
  );
}
