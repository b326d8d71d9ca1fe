/**
 * What each staff role may do, mirroring the server's table (crates/domain/src/access.rs).
 * The server enforces every rule; the site only hides controls a role cannot use.
 */
export type Permission =
  | 'viewUnpublished'
  | 'createProperty'
  | 'editProperty'
  | 'deleteProperty'
  | 'managePhotos'
  | 'readEnquiries'
  | 'exportSubscribers'
  | 'editArticles'
  | 'editTowns';

const AGENT_RIGHTS: ReadonlySet<Permission> = new Set<Permission>([
  'viewUnpublished',
  'createProperty',
  'editProperty',
  'managePhotos',
  'readEnquiries',
]);

/** admin: everything; agent: the listed rights; anyone else (anonymous included): nothing. */
export function allows(role: string | null | undefined, permission: Permission): boolean {
  if (role === 'admin') return true;
  if (role === 'agent') return AGENT_RIGHTS.has(permission);
  return false;
}

export function isStaffRole(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'agent';
}
