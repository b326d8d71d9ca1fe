import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCan, useSession } from '@/lib/session';
import { signOut } from '../api/sign-in';
import { useSignInReveal } from '../lib/use-sign-in-reveal';
import { UserAvatar } from './UserAvatar';
import styles from './AccountSlot.module.css';
// Staff-only: a visitor who never reveals the button never downloads the dialog.
const SignInDialog = lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })));
/** The header's account corner: the staff inbox link, avatar and sign-out, or the (revealed) sign-in button. */
export function AccountSlot() {
    const { token, user } = useSession();
    const revealed = useSignInReveal();
    const [open, setOpen] = useState(false);
    const readsEnquiries = useCan('readEnquiries');
    if (token && user) {
        return (_jsxs("div", { className: styles.slot, children: [readsEnquiries && (_jsx(Link, { className: styles.button, to: paths.staffInbox, children: "Enquiries" })), _jsx(UserAvatar, { user: user }), _jsx("button", { type: "button", className: styles.button, onClick: () => void signOut(), children: "Sign out" })] }));
    }
    if (!revealed)
        return null;
    return (_jsxs("div", { className: styles.slot, children: [_jsx("button", { type: "button", className: styles.button, onClick: () => setOpen(true), children: "Sign in" }), open && (_jsx(Suspense, { fallback: null, children: _jsx(SignInDialog, { onClose: () => setOpen(false) }) }))] }));
}
