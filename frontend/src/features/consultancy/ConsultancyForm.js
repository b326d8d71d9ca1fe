import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useRef, useState } from 'react';
import { FormStatusMessage, formStyles, TextAreaField, TextField } from '@/components/form';
import { useMailForm } from '@/lib/use-mail-form';
import { consultancySchema } from './consultancy-schema';
const LABELS = {
    name: 'Name',
    email: 'Email',
    date: 'Preferred date',
    time: 'Preferred time',
    dream: 'Describe your dream home in Piedmont',
    timelineBudget: 'Your timeline and budget',
    other: 'Anything else I should know?',
};
const EMPTY = { name: '', email: '', date: '', time: '', dream: '', timelineBudget: '', other: '' };
export const CONSULTANCY_SUCCESS = 'Message sent successfully!';
export const CONSULTANCY_FAILURE = 'There was a problem sending the request. Try again soon or send me an email.';
export function ConsultancyForm() {
    const [values, setValues] = useState(EMPTY);
    const formRef = useRef(null);
    const { status, submit, locked } = useMailForm({
        schema: consultancySchema,
        toMail: (request) => ({ subject: 'Consultancy Request', fields: request }),
        // SPEC §4: on a validation error the page scrolls to the top of the form.
        onInvalid: () => formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    });
    const update = (field) => (event) => setValues((current) => ({ ...current, [field]: event.target.value }));
    const onSubmit = (event) => {
        event.preventDefault();
        void submit(values);
    };
    const today = new Date().toISOString().slice(0, 10);
    return (_jsxs("form", { ref: formRef, id: "consultancy-request", className: formStyles.form, onSubmit: onSubmit, noValidate: true, "aria-labelledby": "consultancy-form-heading", children: [_jsx("h2", { id: "consultancy-form-heading", className: formStyles.heading, children: "Request a consultation" }), _jsx(FormStatusMessage, { status: status, successText: CONSULTANCY_SUCCESS, failureText: CONSULTANCY_FAILURE, sendingText: "Sending your request\u2026" }), _jsxs("div", { className: formStyles.row, children: [_jsx(TextField, { label: LABELS.name, name: "name", autoComplete: "name", value: values.name, onChange: update('name'), disabled: locked }), _jsx(TextField, { label: LABELS.email, name: "email", type: "email", autoComplete: "email", value: values.email, onChange: update('email'), disabled: locked })] }), _jsxs("div", { className: formStyles.row, children: [_jsx(TextField, { label: LABELS.date, name: "date", type: "date", min: today, value: values.date, onChange: update('date'), disabled: locked }), _jsx(TextField, { label: LABELS.time, name: "time", type: "time", hint: "Italian time (CET/CEST)", value: values.time, onChange: update('time'), disabled: locked })] }), _jsx(TextAreaField, { label: LABELS.dream, name: "dream", hint: "Town or countryside, views, land, number of bedrooms, a pool, a vineyard\u2026", value: values.dream, onChange: update('dream'), disabled: locked }), _jsx(TextAreaField, { label: LABELS.timelineBudget, name: "timelineBudget", hint: "When you would like to buy, and the budget including renovation.", value: values.timelineBudget, onChange: update('timelineBudget'), disabled: locked, rows: 3 }), _jsx(TextAreaField, { label: LABELS.other, name: "other", hint: "Properties you have already seen, questions about tax or residency, whether you prefer to meet by video.", value: values.other, onChange: update('other'), disabled: locked, rows: 3 }), status.kind !== 'sent' && (_jsx("div", { children: _jsx("button", { type: "submit", className: "button button-primary", disabled: locked, children: "Send request" }) })), _jsx("p", { className: formStyles.note, children: "I use your details only to arrange and prepare the consultation. Payment is requested only after we have agreed a date." })] }));
}
