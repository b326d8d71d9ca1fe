import { describe, expect, it } from 'vitest';
import { oneTimeToken } from './one-time-link';
describe('oneTimeToken', () => {
    it('takes the token out of a full or relative link', () => {
        expect(oneTimeToken('http://127.0.0.1:8080/sign-in?token=abc123')).toBe('abc123');
        expect(oneTimeToken(' /sign-in?token=x-y_z ')).toBe('x-y_z');
    });
    it('takes a bare token as it is', () => {
        expect(oneTimeToken('abc123')).toBe('abc123');
    });
    it('refuses empty input, links without a token and text with spaces', () => {
        expect(oneTimeToken('  ')).toBeNull();
        expect(oneTimeToken('https://example.com/sign-in')).toBeNull();
        expect(oneTimeToken('not a token')).toBeNull();
    });
});
