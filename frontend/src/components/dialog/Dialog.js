import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useEffect, useId, useRef } from 'react';
import styles from './Dialog.module.css';
/**
 * A modal built on the native <dialog>: showModal() makes the page behind it inert (so
 * focus stays inside), Esc closes it, and the heading labels it.
 */
export function Dialog({ title, onClose, children, className }) {
    const ref = useRef(null);
    const titleId = useId();
    useEffect(() => {
        const dialog = ref.current;
        if (!dialog)
            return;
        if (!dialog.open)
            dialog.showModal();
        const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        return () => {
            dialog.close();
            opener?.focus();
        };
    }, []);
    return (_jsx("dialog", { ref: ref, className: `${styles.dialog} ${className ?? ''}`, "aria-labelledby": titleId, onCancel: (event) => {
            event.preventDefault();
            onClose();
        }, onClick: (event) => {
            if (event.target === ref.current)
                onClose();
        }, children: _jsxs("div", { className: styles.frame, children: [_jsxs("header", { className: styles.header, children: [_jsx("h2", { id: titleId, className: styles.title, children: title }), _jsx("button", { type: "button", className: styles.close, onClick: onClose, "aria-label": "Close", children: _jsx("span", { "aria-hidden": "true", children: "\u00D7" }) })] }), _jsx("div", { className: styles.body, children: children })] }) }));
}
