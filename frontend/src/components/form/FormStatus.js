import { jsx as _jsx } from "react/jsx-runtime";
import styles from './Form.module.css';
/** One live region for the form's outcome: the first validation message, success or failure. */
export function FormStatusMessage({ status, successText, failureText, sendingText, }) {
    const message = status.kind === 'invalid'
        ? status.message
        : status.kind === 'sent'
            ? successText
            : status.kind === 'failed'
                ? failureText
                : status.kind === 'sending'
                    ? sendingText
                    : '';
    const tone = status.kind === 'sent' ? styles.success : status.kind === 'sending' ? styles.info : styles.error;
    return (_jsx("p", { className: `${styles.status} ${message ? tone : ''}`, role: status.kind === 'sending' ? 'status' : 'alert', children: message }));
}
