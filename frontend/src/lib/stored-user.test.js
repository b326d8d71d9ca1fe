import { describe, expect, it } from 'vitest';
import { isAdmin, parseStoredUser } from './stored-user';
describe('parseStoredUser', () => {
    it('reads picture and role', () => {
        expect(parseStoredUser('{"picture":"https://x/p.jpg","role":"admin"}')).toEqual({
            picture: 'https://x/p.jpg',
            role: 'admin',
        });
    });
    it('returns null for nothing, garbage or the wrong shape', () => {
        expect(parseStoredUser(null)).toBeNull();
        expect(parseStoredUser('{oops')).toBeNull();
        expect(parseStoredUser('"just a string"')).toBeNull();
    });
});
describe('isAdmin', () => {
    it('is true only for the admin role', () => {
        expect(isAdmin({ role: 'admin' })).toBe(true);
        expect(isAdmin({ role: 'agent' })).toBe(false);
        expect(isAdmin(null)).toBe(false);
    });
});
