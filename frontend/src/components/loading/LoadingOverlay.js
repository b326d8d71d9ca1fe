import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router-dom';
import { usePendingLoads } from './loading-context';
import styles from './LoadingOverlay.module.css';
/** Quick loads should not flash an overlay. */
const SHOW_AFTER_MS = 200;
export function useDelayedFlag(active, delay = SHOW_AFTER_MS) {
    const [shown, setShown] = useState(false);
    useEffect(() => {
        if (!active) {
            setShown(false);
            return;
        }
        const timer = window.setTimeout(() => setShown(true), delay);
        return () => window.clearTimeout(timer);
    }, [active, delay]);
    return shown;
}
export function LoadingSpinner({ label = 'Loading…' }) {
    return (_jsxs("div", { className: styles.spinnerBox, role: "status", children: [_jsx("span", { className: styles.spinner, "aria-hidden": "true" }), _jsx("span", { className: styles.label, children: label })] }));
}
/** Header overlay: visible while a lazy route, a query or a registered screen is loading. */
export function LoadingOverlay() {
    const navigating = useNavigation().state !== 'idle';
    const fetching = useIsFetching() > 0;
    const pending = usePendingLoads() > 0;
    const visible = useDelayedFlag(navigating || fetching || pending);
    if (!visible)
        return null;
    return (_jsx("div", { className: styles.overlay, children: _jsx(LoadingSpinner, {}) }));
}
