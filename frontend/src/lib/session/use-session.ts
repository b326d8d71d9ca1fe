import { useSyncExternalStore } from 'react';
import { allows, isStaffRole, type Permission } from './permissions';
import { sessionStore, type Session } from './session-store';

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.snapshot, sessionStore.snapshot);
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
