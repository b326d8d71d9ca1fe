import { jsx as _jsx } from "react/jsx-runtime";
import { useEffect, useRef, useState } from 'react';
import { loadGoogleIdentity } from '../lib/google-identity';
import styles from './AccountSlot.module.css';
/** Google's own sign-in button, rendered once its script has loaded. */
export function GoogleButton({ clientId, onCredential }) {
    const container = useRef(null);
    const [failed, setFailed] = useState(false);
    const callback = useRef(onCredential);
    callback.current = onCredential;
    useEffect(() => {
        let cancelled = false;
        loadGoogleIdentity()
            .then((google) => {
            if (cancelled || !container.current)
                return;
            google.accounts.id.initialize({
                client_id: clientId,
                callback: ({ credential }) => credential && callback.current(credential),
            });
            google.accounts.id.renderButton(container.current, { theme: 'outline', size: 'large', text: 'signin_with' });
        })
            .catch((error) => {
            console.error(error);
            if (!cancelled)
                setFailed(true);
        });
        return () => {
            cancelled = true;
        };
    }, [clientId]);
    if (failed)
        return _jsx("p", { className: styles.error, children: "Google sign-in is unavailable right now." });
    return _jsx("div", { ref: container, className: styles.google });
}
