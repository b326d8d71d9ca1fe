export { allows, isStaffRole, type Permission } from './permissions';
export { sessionStore, SessionStore, type Session } from './session-store';
export { useCan, useIsStaff, useSession, useSessionKnown } from './use-session';
