export { allows, isStaffRole } from './permissions';
export { sessionStore, SessionStore } from './session-store';
export { useCan, useIsStaff, useSession } from './use-session';
