import { useSyncExternalStore } from 'react';
import { allows, isStaffRole, type Permission } from './permissions';
import { SIGNED_OUT, sessionStore, type Session } from './session-store';

/**
 * The server renders every page signed out, so hydration starts from the same session and
 * signed-in staff get their own view in the render right after.
 */
export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.snapshot, serverSnapshot);
}

function serverSnapshot(): Session {
  return SIGNED_OUT;
}

/** True when a signed-in user's role grants the permission (the server still checks). */
export function useCan(permission: Permission): boolean {
  const { token, user } = useSession();
  return token !== null && allows(user?.role, permission);
}

export function useIsStaff(): boolean {
  const { token, user } = useSession();
  return token !== null && isStaffRole(user?.role);
}

const noChanges = () => () => {};

/**
 * False while the server renders and while the browser hydrates what it drew (both signed
 * out, see `useSession`), true from the render after. A staff-only screen waits for it before
 * saying "not found": a signed-in admin must not see that flash before her editor.
 */
export function useSessionKnown(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
