// zod/mini: the newsletter block is in the footer of every page.
import * as z from 'zod/mini';
/** SPEC §5 Newsletter: email, required and valid; plus an explicit, unticked-by-default consent. */
export const NEWSLETTER_MESSAGES = {
    emailMissing: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    consentMissing: 'Please tick the box to agree to receive our newsletter',
};
export const newsletterSchema = z.object({
    email: z.pipe(z.string().check(z.trim(), z.minLength(1, NEWSLETTER_MESSAGES.emailMissing)), z.email(NEWSLETTER_MESSAGES.emailInvalid)),
    consent: z.literal(true, { message: NEWSLETTER_MESSAGES.consentMissing }),
});
