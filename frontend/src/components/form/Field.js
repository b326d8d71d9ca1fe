import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useId } from 'react';
import styles from './Form.module.css';
export function TextField({ label, hint, ...input }) {
    const id = useId();
    return (_jsxs("div", { className: styles.field, children: [_jsx("label", { htmlFor: id, className: styles.label, children: label }), hint && (_jsx("p", { id: `${id}-hint`, className: styles.hint, children: hint })), _jsx("input", { id: id, className: styles.input, "aria-describedby": hint ? `${id}-hint` : undefined, ...input })] }));
}
export function TextAreaField({ label, hint, ...textarea }) {
    const id = useId();
    return (_jsxs("div", { className: styles.field, children: [_jsx("label", { htmlFor: id, className: styles.label, children: label }), hint && (_jsx("p", { id: `${id}-hint`, className: styles.hint, children: hint })), _jsx("textarea", { id: id, className: styles.textarea, rows: 6, "aria-describedby": hint ? `${id}-hint` : undefined, ...textarea })] }));
}
