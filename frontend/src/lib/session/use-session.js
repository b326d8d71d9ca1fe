import { useSyncExternalStore } from 'react';
import { allows, isStaffRole } from './permissions';
import { sessionStore } from './session-store';
export function useSession() {
    return useSyncExternalStore(sessionStore.subscribe, sessionStore.snapshot, sessionStore.snapshot);
}
/** True when a signed-in user's role grants the permission (the server still checks). */
export function useCan(permission) {
    const { token, user } = useSession();
    return token !== null && allows(user?.role, permission);
}
export function useIsStaff() {
    const { token, user } = useSession();
    return token !== null && isStaffRole(user?.role);
}
