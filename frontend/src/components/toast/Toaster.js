import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useSyncExternalStore } from 'react';
import { toastStore } from './toast';
import styles from './Toaster.module.css';
/** Renders the toast stack top-right; mount once in the app shell. */
export function Toaster() {
    const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
    return (_jsx("div", { className: styles.region, "aria-live": "polite", "aria-relevant": "additions", children: toasts.map((toast) => (_jsxs("div", { className: `${styles.toast} ${styles[toast.kind]} ${toast.leaving ? styles.leaving : ''}`, role: toast.kind === 'error' ? 'alert' : 'status', children: [_jsxs("div", { className: styles.body, children: [toast.title && _jsx("p", { className: styles.title, children: toast.title }), _jsx("p", { className: styles.message, children: toast.message })] }), _jsx("button", { type: "button", className: styles.close, "aria-label": "Close notification", onClick: () => toastStore.dismiss(toast.id), children: _jsx("span", { "aria-hidden": "true", children: "\u00D7" }) })] }, toast.id))) }));
}
