import { PrivacyPolicyNote } from '@/components/PrivacyPolicyNote';
import { useId, useState, type FormEvent } from 'react';
import { checkWith } from '@/lib/check';
import { useCaptchaSubmit } from '@/lib/use-captcha-submit';
import { newsletterSchema } from './newsletter-schema';
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

export const NEWSLETTER_INVITATION =
  'Subscribe to our monthly newsletter for property alerts, news, stories and advice from Piedmont.';
export const NEWSLETTER_FAILURE = 'Sorry, we could not sign you up just now. Please try again later.';

const checkNewsletter = checkWith(newsletterSchema);

export function NewsletterForm({ heading, showInvitation = false, subscribe, className }: NewsletterFormProps) {
  const providedSubscribe = useNewsletterSubscribe();
  const send = subscribe ?? providedSubscribe;
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const { status, submit, captcha } = useCaptchaSubmit({
    check: checkNewsletter,
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
    // The spec's newsletter texts are English on every page, so the block says so (lang).
    <section lang="en" className={`${styles.newsletter} ${className ?? ''}`} aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : 'Newsletter'}>
      {heading && (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      )}
      {showInvitation && <p className={styles.invitation}>{NEWSLETTER_INVITATION}</p>}
      {status.kind === 'sent' ? (
        <div className={styles.success} role="status">
          <p className={styles.successTitle}>Thank you!</p>
          <p>You have successfully joined our subscriber list.</p>
          {status.result.confirmation && <p>{status.result.confirmation}</p>}
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
            texts={{
              emailLabel: 'Email address',
              emailPlaceholder: 'Email',
              submit: 'Subscribe',
              consent: 'I agree to receive the Langhe Property newsletter by email.',
            }}
          />
          {captcha.slot}
          <p className={styles.note}>You can unsubscribe at anytime!</p>
          <PrivacyPolicyNote className={styles.note} />
          <p id={`${id}-message`} className={form.message} role="alert">
            {status.kind === 'invalid' && status.message}
            {status.kind === 'failed' && NEWSLETTER_FAILURE}
          </p>
        </form>
      )}
    </section>
  );
}
