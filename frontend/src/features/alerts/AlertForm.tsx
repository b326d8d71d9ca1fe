import { PrivacyPolicyNote } from '@/components/PrivacyPolicyNote';
import { useId, useState, type FormEvent } from 'react';
import type { Checked } from '@/lib/check';
import { useCaptchaSubmit } from '@/lib/use-captcha-submit';
import { useLanguage } from '@/lib/i18n';
import type { ListFilters } from '@/features/property-data';
import { ALERT_TEXT, type AlertText } from './alert-text';
import { createAlert } from './api/create-alert';
import styles from './AlertForm.module.css';
import form from '@/components/sign-up-form.module.css';
import { SignUpFields } from '@/components/SignUpFields';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function check(text: AlertText) {
  return ({ email, consent }: { email: string; consent: boolean }): Checked<string> => {
    const address = email.trim();
    if (address === '') return { ok: false, message: text.emailMissing };
    if (!EMAIL.test(address)) return { ok: false, message: text.emailInvalid };
    if (!consent) return { ok: false, message: text.consentMissing };
    return { ok: true, value: address };
  };
}

/** "E-mail me new homes like these" under the filter bar of a filtered list. */
export function AlertForm({ filters }: { filters: ListFilters }) {
  const language = useLanguage();
  const text = ALERT_TEXT[language];
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const { status, submit, captcha } = useCaptchaSubmit({
    check: check(text),
    deliver: (address: string, token: string) => createAlert(address, filters, language, token),
    failureLog: 'Alert sign-up failed',
  });
  const id = useId();
  const busy = status.kind === 'sending';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ email, consent });
  };

  return (
    <section className={styles.alert} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {text.heading}
      </h2>
      {status.kind === 'sent' ? (
        <p role="status">{text.sent}</p>
      ) : (
        <form className={form.form} onSubmit={onSubmit} onFocus={captcha.onFocus} noValidate>
          <p className={styles.intro}>{text.intro}</p>
          <SignUpFields
            id={id}
            email={email}
            onEmailChange={setEmail}
            consent={consent}
            onConsentChange={setConsent}
            busy={busy}
            invalid={status.kind === 'invalid'}
            texts={{ emailLabel: text.email, emailPlaceholder: text.email, submit: text.submit, consent: text.consent }}
          />
          {captcha.slot}
          <p id={`${id}-message`} className={form.message} role="alert">
            {status.kind === 'invalid' && status.message}
            {status.kind === 'failed' && text.failed}
          </p>
          <PrivacyPolicyNote className={styles.intro} />
        </form>
      )}
    </section>
  );
}
