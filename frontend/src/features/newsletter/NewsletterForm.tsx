import { PrivacyPolicyNote } from '@/components/PrivacyPolicyNote';
import { useId, useState, type FormEvent } from 'react';
import { useLanguage } from '@/lib/i18n';
import { useCaptchaSubmit } from '@/lib/use-captcha-submit';
import { CHECK_NEWSLETTER } from './newsletter-schema';
import { NEWSLETTER_TEXT } from './newsletter-text';
import { useNewsletterSubscribe, type SubscribeToNewsletter } from './subscribe';
import styles from './NewsletterForm.module.css';
import form from '@/components/sign-up-form.module.css';
import { SignUpFields } from '@/components/SignUpFields';

export interface NewsletterFormProps {
  /** Optional heading, e.g. 'Get the lastest!' on the article list. */
  heading?: string;
  /** Show the line inviting visitors to the monthly newsletter. */
  showInvitation?: boolean;
  /** Overrides the provider-wide subscribe function (tests, special pages). */
  subscribe?: SubscribeToNewsletter;
  className?: string;
}

export const NEWSLETTER_FAILURE = NEWSLETTER_TEXT.en.failure;

export function NewsletterForm({ heading, showInvitation = false, subscribe, className }: NewsletterFormProps) {
  const providedSubscribe = useNewsletterSubscribe();
  const send = subscribe ?? providedSubscribe;
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const language = useLanguage();
  const text = NEWSLETTER_TEXT[language];
  const { status, submit, captcha } = useCaptchaSubmit({
    check: CHECK_NEWSLETTER[language],
    deliver: ({ email }: { email: string }, token: string) => send(email, token),
    failureLog: 'Newsletter sign-up failed',
  });
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ email, consent });
  };

  const headingId = `${id}-heading`;
  return (
    // In the page's language (the footer's Italian variant on Italian pages), said by `lang`.
    <section lang={language} className={`${styles.newsletter} ${className ?? ''}`} aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : text.region}>
      {heading && (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      )}
      {showInvitation && <p className={styles.invitation}>{text.invitation}</p>}
      {status.kind === 'sent' ? (
        <div className={styles.success} role="status">
          <p className={styles.successTitle}>{text.thanks}</p>
          <p>{text.joined}</p>
          {status.result.confirmation && <p>{text.checkInbox ?? status.result.confirmation}</p>}
        </div>
      ) : (
        <form className={form.form} onSubmit={onSubmit} onFocus={captcha.onFocus} noValidate>
          <SignUpFields
            id={id}
            email={email}
            onEmailChange={setEmail}
            consent={consent}
            onConsentChange={setConsent}
            busy={status.kind === 'sending'}
            invalid={status.kind === 'invalid'}
            texts={{ emailLabel: text.emailLabel, emailPlaceholder: text.emailPlaceholder, submit: text.submit, consent: text.consent }}
          />
          {captcha.slot}
          <p className={styles.note}>{text.unsubscribe}</p>
          <PrivacyPolicyNote className={styles.note} />
          <p id={`${id}-message`} className={form.message} role="alert">
            {status.kind === 'invalid' && status.message}
            {status.kind === 'failed' && text.failure}
          </p>
        </form>
      )}
    </section>
  );
}
