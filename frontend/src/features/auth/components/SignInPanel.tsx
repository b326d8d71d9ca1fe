import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/components/toast';
import { siteConfig } from '@/config/site';
import type { Language } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { signInWithGoogle, signInWithLink } from '../api/sign-in';
import { oneTimeToken } from '../lib/one-time-link';
import { SIGN_IN_TEXTS } from '../lib/sign-in-texts';
import { GoogleButton } from './GoogleButton';
import { MailedLinkForm } from './MailedLinkForm';
import styles from './AccountSlot.module.css';

const signInFailed = (error: unknown) =>
  toast.error(error instanceof Error && error.message ? error.message : 'Sign-in failed', 'Login');

/**
 * Every way in: Google sign-in when configured, a link by e-mail to a staff address, and the
 * one-time link an administrator printed. "Keep me signed in" applies to each of them. The
 * header's dialog and the /sign-in page both show it.
 */
export function SignInPanel({ language = 'en', onSignedIn }: { language?: Language; onSignedIn: () => void }) {
  const texts = SIGN_IN_TEXTS[language];
  const [link, setLink] = useState('');
  const [keepSignedIn, setKeepSignedIn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const linkId = useId();
  // Shut until the app runs it, like the visitor forms: a plain submission would send nothing.
  const shut = !useHydrated();
  const keepId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const token = oneTimeToken(link);
    if (!token) {
      setProblem(texts.pasteTheLink);
      return;
    }
    setBusy(true);
    try {
      await signInWithLink(token, keepSignedIn);
      onSignedIn();
    } catch (error) {
      signInFailed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className={styles.keep}>
        <input id={keepId} type="checkbox" disabled={shut} checked={keepSignedIn} onChange={(event) => setKeepSignedIn(event.target.checked)} />
        <label htmlFor={keepId}>{texts.keepSignedIn}</label>
      </p>
      {siteConfig.googleClientId && (
        <GoogleButton
          clientId={siteConfig.googleClientId}
          onCredential={(credential) => signInWithGoogle(credential, keepSignedIn).then(onSignedIn, signInFailed)}
        />
      )}
      <MailedLinkForm keepSignedIn={keepSignedIn} texts={texts} />
      <form className={styles.form} method="post" onSubmit={submit} noValidate>
        <label htmlFor={linkId}>{texts.oneTimeLink}</label>
        <input
          id={linkId}
          type="text"
          autoComplete="off"
          disabled={shut}
          value={link}
          onChange={(event) => setLink(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${linkId}-problem` : undefined}
        />
        {problem && (
          <p id={`${linkId}-problem`} className={styles.error} role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className={styles.button} disabled={shut || busy}>
          {texts.signInWithLink}
        </button>
        <p className={styles.note}>{texts.createUserNote}</p>
      </form>
    </>
  );
}
