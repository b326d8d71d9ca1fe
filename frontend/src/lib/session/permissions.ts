/**
 * What each staff role may do: the server's table (crates/domain/src/access.rs), generated into
 * config/site-knowledge.generated.ts. The server enforces every rule; the site only hides
 * controls a role cannot use.
 */
import { siteKnowledge } from '@/config/site-knowledge.generated';

export type Permission = (typeof siteKnowledge.permissions)[number];

const RIGHTS: Readonly<Record<string, readonly Permission[]>> = siteKnowledge.roles;

/** Each role's listed rights; anyone else (anonymous included): nothing. */
export function allows(role: string | null | undefined, permission: Permission): boolean {
  if (!role || !Object.hasOwn(RIGHTS, role)) return false;
  return RIGHTS[role].includes(permission);
}

export function isStaffRole(role: string | null | undefined): boolean {
  return !!role && Object.hasOwn(RIGHTS, role);
}
