import { z } from 'zod';
/** A plausible address: something@domain.tld with no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §5 English contact, in the spec's order. */
export const ENGLISH_CONTACT_MESSAGES = {
    nameMissing: "'Name' field missing",
    emailMissing: 'Email address missing',
    emailInvalid: 'Please insert a valid email address',
    messageMissing: "'Message' field missing",
};
/** SPEC §5 Italian contact, in the spec's order. */
export const ITALIAN_CONTACT_MESSAGES = {
    nameMissing: "Campo 'Nome' mancante",
    emailMissing: "Campo 'Email' mancante",
    emailInvalid: 'Inserire un indirizzo email valido',
    messageMissing: "Campo 'Messaggio' mancante",
};
export function contactSchema(messages) {
    return z.object({
        name: z.string().trim().min(1, messages.nameMissing),
        email: z.string().trim().min(1, messages.emailMissing).regex(EMAIL_SHAPE, messages.emailInvalid),
        message: z.string().trim().min(1, messages.messageMissing),
    });
}
