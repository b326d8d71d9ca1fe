import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is the server's markup (and during hydration), true once the app runs
 * it: a form that needs JavaScript to send stays shut until then, so a browser without
 * JavaScript never submits it as a plain form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
