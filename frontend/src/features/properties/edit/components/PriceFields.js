import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { useId } from 'react';
import { TextField } from './TextField';
import styles from './editor.module.css';
/** Price (whole euros, min 0; 0 means 'Please call'), its note, and the sold mark. */
export function PriceFields({ price, sold, description, onPrice, onSold, onDescription }) {
    const soldId = useId();
    return (_jsxs(_Fragment, { children: [_jsx(TextField, { label: "Price (\u20AC)", type: "number", min: 0, step: 1, value: String(price), onChange: (value) => onPrice(Math.max(0, Math.round(Number(value) || 0))) }), _jsx(TextField, { label: "Price description", value: description, onChange: onDescription }), _jsxs("div", { className: styles.check, children: [_jsx("input", { id: soldId, type: "checkbox", checked: sold, onChange: (e) => onSold(e.target.checked) }), _jsx("label", { htmlFor: soldId, children: "Sold" })] })] }));
}
