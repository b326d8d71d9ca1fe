import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES, newsletterSchema } from './newsletter-schema';
function firstMessage(input) {
    const result = newsletterSchema.safeParse(input);
    return result.success ? null : result.error.issues[0]?.message;
}
describe('newsletterSchema', () => {
    it('asks for the email first', () => {
        expect(firstMessage({ email: '  ', consent: false })).toBe(NEWSLETTER_MESSAGES.emailMissing);
    });
    it('rejects an invalid address', () => {
        expect(firstMessage({ email: 'anna.example.com', consent: true })).toBe(NEWSLETTER_MESSAGES.emailInvalid);
    });
    it('requires the consent box to be ticked', () => {
        expect(firstMessage({ email: 'anna@example.com', consent: false })).toBe(NEWSLETTER_MESSAGES.consentMissing);
    });
    it('accepts a valid, consented sign-up and trims the address', () => {
        expect(newsletterSchema.parse({ email: ' anna@example.com ', consent: true })).toEqual({
            email: 'anna@example.com',
            consent: true,
        });
    });
});
