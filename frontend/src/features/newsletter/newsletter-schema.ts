// zod/mini: the newsletter block is in the footer of every page.
import * as z from 'zod/mini';
import { checkWith } from '@/lib/check';
import type { Language } from '@/lib/i18n';

/**
 * SPEC §5 Newsletter: email, required and valid; plus an explicit, unticked-by-default consent.
 * The Italian footer's messages speak as the home alerts' sign-up does ('Lei').
 */
export const NEWSLETTER_MESSAGES_IN = {
  en: {
    emailMissing: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    consentMissing: 'Please tick the box to agree to receive our newsletter',
  },
  it: {
    emailMissing: 'Inserisca il suo indirizzo email',
    emailInvalid: 'Inserisca un indirizzo email valido',
    consentMissing: 'Spunti la casella per acconsentire a ricevere la newsletter',
  },
} as const satisfies Record<Language, unknown>;

export const NEWSLETTER_MESSAGES = NEWSLETTER_MESSAGES_IN.en;

function newsletterSchemaIn(language: Language) {
  const messages = NEWSLETTER_MESSAGES_IN[language];
  return z.object({
    email: z.pipe(z.string().check(z.trim(), z.minLength(1, messages.emailMissing)), z.email(messages.emailInvalid)),
    consent: z.literal(true, { message: messages.consentMissing }),
  });
}

export const newsletterSchema = newsletterSchemaIn('en');

export type NewsletterSignup = z.infer<typeof newsletterSchema>;

/** The sign-up checked with the messages of the page's language: the first failing one. */
export const CHECK_NEWSLETTER = { en: checkWith(newsletterSchema), it: checkWith(newsletterSchemaIn('it')) } as const;
