import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { useEffect, useRef } from 'react';
import styles from './Lightbox.module.css';
const ENGLISH = { close: 'Close', previous: 'Previous picture', next: 'Next picture', of: 'of' };
/**
 * Full-size picture viewer on a native modal <dialog>: the browser traps focus and makes
 * the page inert; Esc closes; arrow keys move; focus returns to the opening element.
 */
export function Lightbox({ images, index, onClose, onNavigate, labels = ENGLISH }) {
    const dialogRef = useRef(null);
    const returnFocusTo = useRef(null);
    const open = index !== null && images[index] !== undefined;
    useEffect(() => {
        const dialog = dialogRef.current;
        if (!dialog)
            return;
        if (open && !dialog.open) {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            dialog.showModal();
        }
        else if (!open && dialog.open) {
            dialog.close();
            returnFocusTo.current?.focus();
        }
    }, [open]);
    const count = images.length;
    const go = (step) => {
        if (index === null || count === 0)
            return;
        onNavigate((index + step + count) % count);
    };
    const onKeyDown = (event) => {
        if (event.key === 'ArrowRight') {
            event.preventDefault();
            go(1);
        }
        else if (event.key === 'ArrowLeft') {
            event.preventDefault();
            go(-1);
        }
    };
    const image = open ? images[index] : undefined;
    return (_jsxs("dialog", { ref: dialogRef, className: styles.dialog, "aria-label": image ? image.alt : labels.close, onCancel: (event) => {
            event.preventDefault();
            onClose();
        }, onKeyDown: onKeyDown, onClick: (event) => {
            if (event.target === event.currentTarget)
                onClose();
        }, children: [image && index !== null && (_jsxs("figure", { className: styles.figure, children: [_jsx("img", { className: styles.image, src: image.src, alt: image.alt }), _jsxs("figcaption", { className: styles.caption, children: [image.caption ?? image.alt, ' ', _jsxs("span", { className: styles.counter, children: ["(", index + 1, " ", labels.of, " ", count, ")"] })] })] })), _jsx("button", { type: "button", className: `${styles.control} ${styles.close}`, onClick: onClose, "aria-label": labels.close, autoFocus: true, children: _jsx("span", { "aria-hidden": "true", children: "\u00D7" }) }), count > 1 && (_jsxs(_Fragment, { children: [_jsx("button", { type: "button", className: `${styles.control} ${styles.previous}`, onClick: () => go(-1), "aria-label": labels.previous, children: _jsx("span", { "aria-hidden": "true", children: "\u2039" }) }), _jsx("button", { type: "button", className: `${styles.control} ${styles.next}`, onClick: () => go(1), "aria-label": labels.next, children: _jsx("span", { "aria-hidden": "true", children: "\u203A" }) })] }))] }));
}
