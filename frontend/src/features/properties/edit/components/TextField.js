import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useId } from 'react';
import styles from './editor.module.css';
/** A labelled input for the edit layer. */
export function TextField({ label, value, onChange, className, ...rest }) {
    const id = useId();
    return (_jsxs("div", { className: `${styles.field} ${className ?? ''}`, children: [_jsx("label", { htmlFor: id, children: label }), _jsx("input", { id: id, value: value, onChange: (event) => onChange(event.target.value), ...rest })] }));
}
