import { describe, expect, it } from 'vitest';
import { CHECK_NEWSLETTER, NEWSLETTER_MESSAGES, newsletterSchema } from './newsletter-schema';

function firstMessage(input: unknown) {
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

  it('words its messages in Italian for the Italian pages, in the same order', () => {
    expect(CHECK_NEWSLETTER.it({ email: '', consent: false })).toEqual({ ok: false, message: 'Inserisca il suo indirizzo email' });
    expect(CHECK_NEWSLETTER.it({ email: 'anna', consent: true })).toEqual({ ok: false, message: 'Inserisca un indirizzo email valido' });
    expect(CHECK_NEWSLETTER.it({ email: 'anna@example.com', consent: false })).toEqual({
      ok: false,
      message: 'Spunti la casella per acconsentire a ricevere la newsletter',
    });
  });
});
