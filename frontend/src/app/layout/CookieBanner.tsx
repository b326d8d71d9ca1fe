import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { SmartLink } from '@/components/SmartLink';
import { paths } from '@/config/paths';
import { useConsent } from '@/lib/consent';
import { useLanguage } from '@/lib/i18n';
import styles from './CookieBanner.module.css';

const TEXT = {
  en: {
    label: 'Cookie choice',
    body: 'We use only the cookies this site needs to work. Videos come from YouTube, which sets its own cookies: accept to allow them, or refuse and the videos stay off until you change your mind.',
    accept: 'Accept',
    refuse: 'Refuse',
    close: 'Close and refuse',
    policy: 'Privacy and cookie policy',
    policyHref: paths.privacyPolicy,
  },
  it: {
    label: 'Scelta dei cookie',
    body: 'Usiamo solo i cookie necessari al funzionamento del sito. I video provengono da YouTube, che imposta i propri cookie: accetti per consentirli, oppure rifiuti e i video resteranno disattivati.',
    accept: 'Accetta',
    refuse: 'Rifiuta',
    close: 'Chiudi e rifiuta',
    policy: 'Informativa sulla privacy e sui cookie',
    policyHref: paths.it.privacyPolicy,
  },
} as const;

/** Where the banner's form posts without JavaScript (crates/site/src/cookie_choice_form.rs). */
export const COOKIE_CHOICE_PATH = '/cookie-choice';

/**
 * Asks once; closing the banner counts as refusing. Nothing third-party loads before 'accepted'.
 * A form, so that it answers without JavaScript too: the server stores the choice in the same
 * cookie and sends the visitor back to this page. With JavaScript the app records it in place.
 */
export function CookieBanner() {
  const { choice, decide } = useConsent();
  const text = TEXT[useLanguage()];
  const { pathname, search } = useLocation();
  if (choice !== null) return null;
  const choose = (made: 'accepted' | 'refused') => (event: MouseEvent) => {
    event.preventDefault();
    decide(made);
  };
  return (
    <section className={styles.banner} aria-label={text.label} data-print="hide">
      <form className={styles.form} method="post" action={COOKIE_CHOICE_PATH}>
        <input type="hidden" name="back" value={`${pathname}${search}`} />
        <p className={styles.body}>
          {text.body} <SmartLink href={text.policyHref}>{text.policy}</SmartLink>
        </p>
        <div className={styles.actions}>
          <button type="submit" name="choice" value="accepted" className={styles.accept} onClick={choose('accepted')}>
            {text.accept}
          </button>
          <button type="submit" name="choice" value="refused" className={styles.refuse} onClick={choose('refused')}>
            {text.refuse}
          </button>
        </div>
        <button type="submit" name="choice" value="refused" className={styles.close} aria-label={text.close} onClick={choose('refused')}>
          <span aria-hidden="true">×</span>
        </button>
      </form>
    </section>
  );
}
