import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useState } from 'react';
import { FormStatusMessage, formStyles, TextAreaField, TextField } from '@/components/form';
import { useMailForm } from '@/lib/use-mail-form';
import { contactSchema } from './contact-schema';
export function ContactForm({ text }) {
    const [values, setValues] = useState({ name: '', email: '', message: '' });
    const { status, submit, locked } = useMailForm({
        schema: contactSchema(text.messages),
        toMail: (form) => ({
            subject: text.subject,
            message: form.message,
            fields: { name: form.name, email: form.email },
        }),
    });
    const onSubmit = (event) => {
        event.preventDefault();
        void submit(values);
    };
    const update = (field) => (event) => setValues((current) => ({ ...current, [field]: event.target.value }));
    return (_jsxs("form", { className: formStyles.form, onSubmit: onSubmit, noValidate: true, "aria-labelledby": "contact-form-heading", children: [_jsx("h2", { id: "contact-form-heading", className: formStyles.heading, children: text.heading }), _jsx(TextField, { label: text.name, name: "name", autoComplete: "name", value: values.name, onChange: update('name'), disabled: locked }), _jsx(TextField, { label: text.email, name: "email", type: "email", autoComplete: "email", value: values.email, onChange: update('email'), disabled: locked }), _jsx(TextAreaField, { label: text.message, name: "message", value: values.message, onChange: update('message'), disabled: locked }), _jsx(FormStatusMessage, { status: status, successText: text.success, failureText: text.failure, sendingText: text.sending }), status.kind !== 'sent' && (_jsx("div", { children: _jsx("button", { type: "submit", className: "button button-primary", disabled: locked, children: text.send }) })), _jsx("p", { className: formStyles.note, children: text.privacy })] }));
}
