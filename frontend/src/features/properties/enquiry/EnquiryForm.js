import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useId, useState } from 'react';
import { checkEnquiry, ENQUIRY_MESSAGE_MAX } from './enquiry-schema';
import { useSendEnquiry } from './send-enquiry';
import styles from './EnquiryForm.module.css';
const SENT_TEXT = 'The message was sent successfully!';
const FAILED_TEXT = 'There was a problem sending the message. Try again soon or send us an email.';
/** Spec §2 'Enquire about this property!': idle → invalid | sending → sent | failed. */
export function EnquiryForm({ propertyRef, send }) {
    const defaultSend = useSendEnquiry();
    const sendEnquiry = send ?? defaultSend;
    const id = useId();
    const [fields, setFields] = useState({
        name: '',
        ref: propertyRef,
        email: '',
        message: '',
    });
    const [status, setStatus] = useState({ kind: 'idle' });
    const locked = status.kind === 'sending' || status.kind === 'sent';
    const update = (field) => (value) => setFields((current) => ({ ...current, [field]: value }));
    const onSubmit = async (event) => {
        event.preventDefault();
        if (locked)
            return;
        const check = checkEnquiry(fields);
        if (!check.ok) {
            setStatus({ kind: 'invalid', message: check.message });
            return;
        }
        setStatus({ kind: 'sending' });
        try {
            await sendEnquiry(check.enquiry);
            setStatus({ kind: 'sent' });
        }
        catch (error) {
            console.error('Enquiry not sent', error);
            setStatus({ kind: 'failed' });
        }
    };
    return (_jsxs("section", { className: styles.enquiry, "aria-labelledby": `${id}-title`, children: [_jsx("h2", { id: `${id}-title`, children: "Enquire about this property!" }), _jsxs("form", { noValidate: true, onSubmit: onSubmit, className: styles.form, children: [_jsxs("fieldset", { disabled: locked, className: styles.fields, children: [_jsx("label", { htmlFor: `${id}-name`, children: "Name" }), _jsx("input", { id: `${id}-name`, name: "name", autoComplete: "name", value: fields.name, onChange: (e) => update('name')(e.target.value) }), _jsx("label", { htmlFor: `${id}-ref`, children: "Reference number" }), _jsx("input", { id: `${id}-ref`, name: "ref", value: fields.ref, maxLength: 3, onChange: (e) => update('ref')(e.target.value) }), _jsx("label", { htmlFor: `${id}-email`, children: "Email" }), _jsx("input", { id: `${id}-email`, name: "email", type: "email", autoComplete: "email", value: fields.email, onChange: (e) => update('email')(e.target.value) }), _jsx("label", { htmlFor: `${id}-message`, children: "Message" }), _jsx("textarea", { id: `${id}-message`, name: "message", rows: 6, maxLength: ENQUIRY_MESSAGE_MAX, "aria-describedby": `${id}-count`, value: fields.message, onChange: (e) => update('message')(e.target.value) }), _jsxs("p", { id: `${id}-count`, className: styles.counter, children: [fields.message.length, "/", ENQUIRY_MESSAGE_MAX, " characters"] })] }), _jsxs("div", { "aria-live": "polite", className: styles.status, children: [status.kind === 'invalid' && _jsx("p", { className: styles.error, children: status.message }), status.kind === 'failed' && _jsx("p", { className: styles.error, children: FAILED_TEXT }), status.kind === 'sent' && _jsx("p", { className: styles.success, children: SENT_TEXT })] }), status.kind !== 'sent' && (_jsx("button", { type: "submit", className: styles.send, disabled: status.kind === 'sending', children: status.kind === 'sending' ? 'Sending…' : 'Send enquiry' })), _jsx("p", { className: styles.privacy, children: "We use your details only to answer this enquiry. They are never passed on to anyone else." })] })] }));
}
