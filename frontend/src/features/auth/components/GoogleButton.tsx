import { useEffect, useRef, useState } from 'react';
import { loadGoogleIdentity } from '../lib/google-identity';
import styles from './AccountSlot.module.css';

interface GoogleButtonProps {
  clientId: string;
  onCredential: (credential: string) => void;
}

/** Google's own sign-in button, rendered once its script has loaded. */
export function GoogleButton({ clientId, onCredential }: GoogleButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Google keeps the first callback it is given; this ref lets it reach the latest one.
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => credential && callback.current(credential),
        });
        google.accounts.id.renderButton(container.current, { theme: 'outline', size: 'large', text: 'signin_with' });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (failed) return <p className={styles.error}>Google sign-in is unavailable right now.</p>;
  return <div ref={container} className={styles.google} />;
}
