import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { toast } from '@/components/toast';
import { siteConfig } from '@/config/site';
import { signInWithGoogle, signInWithLink } from '../api/sign-in';
import { oneTimeToken } from '../lib/one-time-link';
import { GoogleButton } from './GoogleButton';
import { MailedLinkForm } from './MailedLinkForm';
import styles from './AccountSlot.module.css';

const signInFailed = (error: unknown) =>
  toast.error(error instanceof Error && error.message ? error.message : 'Sign-in failed', 'Login');

/**
 * Google sign-in when configured, a link by e-mail to a staff address, and always the
 * one-time link an administrator printed. "Keep me signed in" applies to each of them.
 */
export function SignInDialog({ onClose }: { onClose: () => void }) {
  const [link, setLink] = useState('');
  const [keepSignedIn, setKeepSignedIn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const linkId = useId();
  const keepId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const token = oneTimeToken(link);
    if (!token) {
      setProblem('Paste the sign-in link you were given.');
      return;
    }
    setBusy(true);
    try {
      await signInWithLink(token, keepSignedIn);
      onClose();
    } catch (error) {
      signInFailed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title="Sign in" onClose={onClose}>
      <p className={styles.keep}>
        <input id={keepId} type="checkbox" checked={keepSignedIn} onChange={(event) => setKeepSignedIn(event.target.checked)} />
        <label htmlFor={keepId}>Keep me signed in for 30 days (only on a device of your own)</label>
      </p>
      {siteConfig.googleClientId && (
        <GoogleButton
          clientId={siteConfig.googleClientId}
          onCredential={(credential) => signInWithGoogle(credential, keepSignedIn).then(onClose, signInFailed)}
        />
      )}
      <MailedLinkForm keepSignedIn={keepSignedIn} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={linkId}>One-time sign-in link</label>
        <input
          id={linkId}
          type="text"
          autoComplete="off"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          aria-describedby={problem ? `${linkId}-problem` : undefined}
        />
        {problem && (
          <p id={`${linkId}-problem`} className={styles.error} role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className={styles.button} disabled={busy}>
          Sign in with link
        </button>
        <p className={styles.note}>An administrator creates links with “langhe create-user”.</p>
      </form>
    </Dialog>
  );
}
