import { useEffect, useState } from 'react';
import { siteConfig } from '@/config/site';
import { useSession } from '@/lib/session';
import { KeySequence } from './key-sequence';
/**
 * SPEC §4 "Sign-in button": hidden until the configured sequence is typed anywhere on the
 * page, or shown while 'googleUser' is set and there is no token.
 */
export function useSignInReveal(sequence = siteConfig.signInSequence) {
    const { token, googleUser } = useSession();
    const [typed, setTyped] = useState(false);
    useEffect(() => {
        if (!sequence || typed)
            return;
        const watcher = new KeySequence(sequence);
        const onKey = (event) => {
            if (watcher.push(event.key))
                setTyped(true);
        };
        window.addEventListener('keydown', onKey);
        return () => window.removeEventListener('keydown', onKey);
    }, [sequence, typed]);
    return typed || (googleUser && token === null);
}
