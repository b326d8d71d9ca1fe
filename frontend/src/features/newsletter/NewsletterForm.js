import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useId, useState } from 'react';
import { newsletterSchema } from './newsletter-schema';
import { useNewsletterSubscribe } from './subscribe';
import styles from './NewsletterForm.module.css';
export const NEWSLETTER_INVITATION = 'Subscribe to our monthly newsletter for property alerts, news, stories and advice from Piedmont.';
export const NEWSLETTER_FAILURE = 'Sorry, we could not sign you up just now. Please try again later.';
export function NewsletterForm({ heading, showInvitation = false, subscribe, className }) {
    const providedSubscribe = useNewsletterSubscribe();
    const send = subscribe ?? providedSubscribe;
    const [email, setEmail] = useState('');
    const [consent, setConsent] = useState(false);
    const [status, setStatus] = useState({ kind: 'idle' });
    const id = useId();
    const onSubmit = async (event) => {
        event.preventDefault();
        const parsed = newsletterSchema.safeParse({ email, consent });
        if (!parsed.success) {
            setStatus({ kind: 'invalid', message: parsed.error.issues[0]?.message ?? '' });
            return;
        }
        setStatus({ kind: 'loading' });
        try {
            await send(parsed.data.email);
            setStatus({ kind: 'success' });
        }
        catch (error) {
            console.error('Newsletter sign-up failed', error);
            setStatus({ kind: 'failure' });
        }
    };
    const headingId = `${id}-heading`;
    return (
    // The spec's newsletter texts are English on every page, so the block says so (lang).
    _jsxs("section", { lang: "en", className: `${styles.newsletter} ${className ?? ''}`, "aria-labelledby": heading ? headingId : undefined, "aria-label": heading ? undefined : 'Newsletter', children: [heading && (_jsx("h2", { id: headingId, className: styles.heading, children: heading })), showInvitation && _jsx("p", { className: styles.invitation, children: NEWSLETTER_INVITATION }), status.kind === 'success' ? (_jsxs("div", { className: styles.success, role: "status", children: [_jsx("p", { className: styles.successTitle, children: "Thank you!" }), _jsx("p", { children: "You have successfully joined our subscriber list." })] })) : (_jsxs("form", { className: styles.form, onSubmit: onSubmit, noValidate: true, children: [_jsxs("div", { className: styles.row, children: [_jsx("label", { className: "visually-hidden", htmlFor: `${id}-email`, children: "Email address" }), _jsx("input", { id: `${id}-email`, className: styles.input, type: "email", name: "email", autoComplete: "email", placeholder: "Email", value: email, onChange: (event) => setEmail(event.target.value), "aria-invalid": status.kind === 'invalid' || undefined, "aria-describedby": `${id}-message`, disabled: status.kind === 'loading' }), _jsx("button", { className: "button button-gold", type: "submit", disabled: status.kind === 'loading', children: "Subscribe" })] }), _jsxs("div", { className: styles.consent, children: [_jsx("input", { id: `${id}-consent`, type: "checkbox", name: "consent", checked: consent, onChange: (event) => setConsent(event.target.checked), disabled: status.kind === 'loading' }), _jsx("label", { htmlFor: `${id}-consent`, children: "I agree to receive the Langhe Property newsletter by email." })] }), _jsx("p", { className: styles.note, children: "You can unsubscribe at anytime!" }), _jsxs("p", { id: `${id}-message`, className: styles.message, role: "alert", children: [status.kind === 'invalid' && status.message, status.kind === 'failure' && NEWSLETTER_FAILURE] })] }))] }));
}
