import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import styles from './Inbox.module.css';
const LABELS = {
    pending: 'Pending',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Failed',
};
function attemptsText(attempts) {
    return attempts === 1 ? '1 attempt' : `${attempts} attempts`;
}
/** Where the outbox is with one enquiry: its state, tries so far and the last failure. */
export function DeliveryStatus({ enquiry }) {
    const label = LABELS[enquiry.status] ?? enquiry.status;
    return (_jsxs(_Fragment, { children: [_jsx("span", { className: `${styles.status} ${styles[enquiry.status] ?? ''}`, children: label }), enquiry.attempts > 0 && _jsx("span", { className: styles.detail, children: attemptsText(enquiry.attempts) }), enquiry.last_error && _jsx("span", { className: styles.error, children: enquiry.last_error })] }));
}
