import { jsx as _jsx } from "react/jsx-runtime";
import { Link } from 'react-router-dom';
import { ActionIcon } from './icons';
import styles from './FloatingActions.module.css';
/** The staff's round buttons, stacked at the bottom right of the page. */
export function FloatingActions({ label, children }) {
    return (_jsx("div", { className: styles.stack, role: "toolbar", "aria-label": label, "aria-orientation": "vertical", children: children }));
}
export function FloatingButton({ icon, label, onClick, disabled }) {
    return (_jsx("button", { type: "button", className: styles.button, onClick: onClick, disabled: disabled, "aria-label": label, title: label, children: _jsx(ActionIcon, { name: icon }) }));
}
export function FloatingLink({ icon, label, to }) {
    return (_jsx(Link, { className: styles.button, to: to, "aria-label": label, title: label, children: _jsx(ActionIcon, { name: icon }) }));
}
