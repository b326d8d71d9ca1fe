import { describe, expect, it } from 'vitest';
import { allows, isStaffRole } from './permissions';
const EVERY = [
    'viewUnpublished',
    'createProperty',
    'editProperty',
    'deleteProperty',
    'managePhotos',
    'readEnquiries',
    'exportSubscribers',
    'editArticles',
    'editTowns',
];
describe('allows', () => {
    it('grants an admin everything', () => {
        expect(EVERY.every((p) => allows('admin', p))).toBe(true);
    });
    it('grants an agent property work, photos and the inbox but no delete, export, articles or towns', () => {
        expect(EVERY.filter((p) => allows('agent', p))).toEqual([
            'viewUnpublished',
            'createProperty',
            'editProperty',
            'managePhotos',
            'readEnquiries',
        ]);
    });
    it('grants anonymous users and unknown roles nothing', () => {
        for (const role of [null, undefined, '', 'editor', 'Admin']) {
            expect(EVERY.some((p) => allows(role, p))).toBe(false);
        }
    });
});
describe('isStaffRole', () => {
    it('is true for admin and agent only', () => {
        expect(['admin', 'agent', 'user', null].map(isStaffRole)).toEqual([true, true, false, false]);
    });
});
