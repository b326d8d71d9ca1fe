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

/** Asks once; closing the banner counts as refusing. Nothing third-party loads before 'accepted'. */
export function CookieBanner() {
  const { choice, decide } = useConsent();
  const text = TEXT[useLanguage()];
  if (choice !== null) return null;
  return (
    <section className={styles.banner} aria-label={text.label} data-print="hide">
      <p className={styles.body}>
        {text.body} <SmartLink href={text.policyHref}>{text.policy}</SmartLink>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={() => decide('accepted')}>
          {text.accept}
        </button>
        <button type="button" className={styles.refuse} onClick={() => decide('refused')}>
          {text.refuse}
        </button>
      </div>
      <button type="button" className={styles.close} aria-label={text.close} onClick={() => decide('refused')}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
