const AGENT_RIGHTS = new Set([
    'viewUnpublished',
    'createProperty',
    'editProperty',
    'managePhotos',
    'readEnquiries',
]);
/** admin: everything; agent: the listed rights; anyone else (anonymous included): nothing. */
export function allows(role, permission) {
    if (role === 'admin')
        return true;
    if (role === 'agent')
        return AGENT_RIGHTS.has(permission);
    return false;
}
export function isStaffRole(role) {
    return role === 'admin' || role === 'agent';
}
