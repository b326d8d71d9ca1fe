import { describe, expect, it } from 'vitest';
import { consultancySchema } from './consultancy-schema';
const complete = {
    name: 'Mark Evans',
    email: 'mark@example.co.uk',
    date: '2027-05-14',
    time: '10:30',
    dream: 'A stone farmhouse with a view of the vineyards',
    timelineBudget: 'Within a year, about €600,000',
    other: 'We have two dogs',
};
function first(input) {
    const result = consultancySchema.safeParse(input);
    return result.success ? null : result.error.issues[0]?.message;
}
describe('consultancySchema', () => {
    it.each([
        ['name', { name: '' }, "'Name' field missing"],
        ['email', { email: ' ' }, "'Email' field missing"],
        ['email shape', { email: 'mark.example.co.uk' }, 'Please enter a valid email address'],
        ['date', { date: '' }, "'Date' field missing"],
        ['time', { time: '' }, "'Time' field missing"],
        ['dream', { dream: '' }, 'Field/s missing'],
        ['timelineBudget', { timelineBudget: '' }, 'Field/s missing'],
        ['other', { other: '' }, 'Field/s missing'],
    ])('reports a missing %s', (_field, change, message) => {
        expect(first({ ...complete, ...change })).toBe(message);
    });
    it('checks the fields in the spec order', () => {
        expect(first({ ...complete, name: '', date: '', other: '' })).toBe("'Name' field missing");
        expect(first({ ...complete, time: '', dream: '' })).toBe("'Time' field missing");
    });
    it('accepts a complete request', () => {
        expect(consultancySchema.safeParse(complete).success).toBe(true);
    });
});
