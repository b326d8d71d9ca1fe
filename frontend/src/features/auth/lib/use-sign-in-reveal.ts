import { useEffect, useState } from 'react';
import { siteConfig } from '@/config/site';
import { useSession } from '@/lib/session';
import { KeySequence } from './key-sequence';

/**
 * SPEC §4 "Sign-in button": hidden until the configured sequence is typed anywhere on the
 * page, or shown while 'googleUser' is set and there is no token. A browser where anyone
 * signed in before, by a mailed or printed link too, is treated as 'googleUser' is: the
 * consultant's own browsers keep the button, a stranger's never show it.
 */
export function useSignInReveal(sequence: string | null = siteConfig.signInSequence): boolean {
  const { token, googleUser, signedInBefore } = useSession();
  const [typed, setTyped] = useState(false);

  useEffect(() => {
    if (!sequence || typed) return;
    const watcher = new KeySequence(sequence);
    const onKey = (event: KeyboardEvent) => {
      if (watcher.push(event.key)) setTyped(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sequence, typed]);

  return typed || ((googleUser || signedInBefore) && token === null);
}
