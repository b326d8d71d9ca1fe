import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useId, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { toast } from '@/components/toast';
import { siteConfig } from '@/config/site';
import { signInWithGoogle, signInWithLink } from '../api/sign-in';
import { oneTimeToken } from '../lib/one-time-link';
import { GoogleButton } from './GoogleButton';
import styles from './AccountSlot.module.css';
const signInFailed = (error) => toast.error(error instanceof Error && error.message ? error.message : 'Sign-in failed', 'Login');
/** Google sign-in when configured, and always the one-time link an administrator printed. */
export function SignInDialog({ onClose }) {
    const [link, setLink] = useState('');
    const [problem, setProblem] = useState(null);
    const [busy, setBusy] = useState(false);
    const linkId = useId();
    const submit = async (event) => {
        event.preventDefault();
        const token = oneTimeToken(link);
        if (!token) {
            setProblem('Paste the sign-in link you were given.');
            return;
        }
        setBusy(true);
        try {
            await signInWithLink(token);
            onClose();
        }
        catch (error) {
            signInFailed(error);
        }
        finally {
            setBusy(false);
        }
    };
    return (_jsxs(Dialog, { title: "Sign in", onClose: onClose, children: [siteConfig.googleClientId && (_jsx(GoogleButton, { clientId: siteConfig.googleClientId, onCredential: (credential) => signInWithGoogle(credential).then(onClose, signInFailed) })), _jsxs("form", { className: styles.form, onSubmit: submit, noValidate: true, children: [_jsx("label", { htmlFor: linkId, children: "One-time sign-in link" }), _jsx("input", { id: linkId, type: "text", autoComplete: "off", value: link, onChange: (event) => setLink(event.target.value), "aria-describedby": problem ? `${linkId}-problem` : undefined }), problem && (_jsx("p", { id: `${linkId}-problem`, className: styles.error, role: "alert", children: problem })), _jsx("button", { type: "submit", className: styles.button, disabled: busy, children: "Sign in with link" }), _jsx("p", { className: styles.note, children: "An administrator creates links with \u201Clanghe create-user\u201D." })] })] }));
}
