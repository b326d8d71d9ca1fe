import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** Counts the screens and widgets that asked for the header's loading overlay. */
interface LoadingRegistry {
  pending: number;
  register: () => () => void;
}

const LoadingContext = createContext<LoadingRegistry | null>(null);

export function LoadingProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState(0);
  const value = useMemo<LoadingRegistry>(
    () => ({
      pending,
      register: () => {
        setPending((n) => n + 1);
        return () => setPending((n) => n - 1);
      },
    }),
    [pending],
  );
  return <LoadingContext.Provider value={value}>{children}</LoadingContext.Provider>;
}

/** Shows the loading overlay while `active` is true (e.g. while a screen's data loads). */
export function useLoadingOverlay(active: boolean) {
  const registry = useContext(LoadingContext);
  const register = registry?.register;
  useEffect(() => (active && register ? register() : undefined), [active, register]);
}

export function usePendingLoads(): number {
  return useContext(LoadingContext)?.pending ?? 0;
}
