import { jsx as _jsx } from "react/jsx-runtime";
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
const LoadingContext = createContext(null);
export function LoadingProvider({ children }) {
    const [pending, setPending] = useState(0);
    const value = useMemo(() => ({
        pending,
        register: () => {
            setPending((n) => n + 1);
            return () => setPending((n) => n - 1);
        },
    }), [pending]);
    return _jsx(LoadingContext.Provider, { value: value, children: children });
}
/** Shows the loading overlay while `active` is true (e.g. while a screen's data loads). */
export function useLoadingOverlay(active) {
    const registry = useContext(LoadingContext);
    const register = registry?.register;
    useEffect(() => (active && register ? register() : undefined), [active, register]);
}
export function usePendingLoads() {
    return useContext(LoadingContext)?.pending ?? 0;
}
