import { useId, useState, type FormEvent } from 'react';
import { checkWith } from '@/lib/check';
import { useCaptchaSubmit } from '@/lib/use-captcha-submit';
import { requestSignInLink } from '../api/request-sign-in-link';
import { signInLinkSchema } from '../lib/sign-in-link-schema';
import { SIGN_IN_TEXTS, type SignInTexts } from '../lib/sign-in-texts';
import styles from './AccountSlot.module.css';

const checkAddress = checkWith(signInLinkSchema);

export const MAILED_LINK_FAILURE = SIGN_IN_TEXTS.en.mailedLinkFailure;

/** "E-mail me a sign-in link": the captcha-checked form; the server's answer is the same for any address. */
export function MailedLinkForm({
  keepSignedIn,
  request = requestSignInLink,
  texts = SIGN_IN_TEXTS.en,
}: {
  keepSignedIn: boolean;
  /** The page's language's (the server answers in English). */
  texts?: SignInTexts;
  /** The call that asks the server (tests stand in for it). */
  request?: typeof requestSignInLink;
}) {
  const [email, setEmail] = useState('');
  const { status, submit, locked, captcha } = useCaptchaSubmit({
    check: checkAddress,
    deliver: ({ email }: { email: string }, token: string) => request(email, token, keepSignedIn),
    failureLog: 'Requesting a sign-in link failed',
  });
  const id = useId();
  const messageId = `${id}-message`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ email });
  };

  if (status.kind === 'sent') {
    return (
      <p className={styles.form} role="status">
        {texts.linkOnItsWay ?? status.result}
      </p>
    );
  }
  return (
    // Shut until the app runs it (`locked`): a click before then would send it as a plain form.
    <form className={styles.form} method="post" onSubmit={onSubmit} onFocus={captcha.onFocus} noValidate>
      <label htmlFor={id}>{texts.email}</label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={locked}
        aria-invalid={status.kind === 'invalid' || undefined}
        aria-describedby={messageId}
      />
      {captcha.slot}
      <button type="submit" className={styles.button} disabled={locked}>
        {texts.mailMeALink}
      </button>
      <p id={messageId} className={styles.error} role="alert">
        {status.kind === 'invalid' && (texts.messages[status.message] ?? status.message)}
        {status.kind === 'failed' && texts.mailedLinkFailure}
      </p>
    </form>
  );
}
