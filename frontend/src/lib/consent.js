import { jsx as _jsx } from "react/jsx-runtime";
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
export const CONSENT_STORAGE_KEY = 'cookie-consent';
export function parseConsent(raw) {
    return raw === 'accepted' || raw === 'refused' ? raw : null;
}
function readConsent() {
    try {
        return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
    }
    catch {
        return null;
    }
}
function storeConsent(choice) {
    try {
        window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
    }
    catch {
        // Storage may be unavailable; the choice then lasts for this visit only.
    }
}
const ConsentContext = createContext(null);
export function ConsentProvider({ children }) {
    const [choice, setChoice] = useState(readConsent);
    const decide = useCallback((next) => {
        storeConsent(next);
        setChoice(next);
    }, []);
    const value = useMemo(() => ({ choice, decide }), [choice, decide]);
    return _jsx(ConsentContext.Provider, { value: value, children: children });
}
export function useConsent() {
    const state = useContext(ConsentContext);
    if (!state)
        throw new Error('useConsent must be used inside <ConsentProvider>');
    return state;
}
