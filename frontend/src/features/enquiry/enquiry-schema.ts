// zod/mini: the enquiry form sits beside the description of every property page, whose
// JavaScript budget full zod would overrun.
import * as z from 'zod/mini';
import { checkWithField, type Checked } from '@/lib/check';
import type { Language } from '@/lib/i18n';

/** Spec §9: an enquiry message holds at most 500 characters. */
export const ENQUIRY_MESSAGE_MAX = 500;

/** The form's messages in the site's two languages: the spec's English, and the Italian contact page's wording. */
export const ENQUIRY_MESSAGES: Record<Language, Record<'name' | 'ref' | 'email' | 'emailInvalid' | 'message' | 'messageTooLong', string>> = {
  en: {
    name: "'Name' field missing",
    ref: "'Reference Number' field missing",
    email: "'Email' field missing",
    emailInvalid: 'Please enter a valid email address',
    message: "'Message' field missing",
    messageTooLong: `Message must be at most ${ENQUIRY_MESSAGE_MAX} characters`,
  },
  it: {
    name: "Campo 'Nome' mancante",
    ref: "Campo 'Numero di riferimento' mancante",
    email: "Campo 'Email' mancante",
    emailInvalid: 'Inserire un indirizzo email valido',
    message: "Campo 'Messaggio' mancante",
    messageTooLong: `Il messaggio può contenere al massimo ${ENQUIRY_MESSAGE_MAX} caratteri`,
  },
};

/**
 * Spec §5 "Property enquiry", checked in the spec's order: the form shows the first
 * failing message exactly as the spec writes it (in Italian on the Italian pages). The
 * over-length wording is the server's.
 */
function enquirySchemaIn(language: Language) {
  const text = ENQUIRY_MESSAGES[language];
  return z.object({
    name: z.string().check(z.trim(), z.minLength(1, text.name)),
    ref: z.string().check(z.trim(), z.minLength(1, text.ref)),
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, text.email),
        z.refine((email) => email.includes('@'), text.emailInvalid),
      ),
    message: z.string().check(z.trim(), z.minLength(1, text.message), z.maxLength(ENQUIRY_MESSAGE_MAX, text.messageTooLong)),
  });
}

export const enquirySchema = enquirySchemaIn('en');

export type Enquiry = z.infer<typeof enquirySchema>;

type CheckEnquiry = (input: Record<keyof Enquiry, string>) => Checked<Enquiry>;

const CHECKS: Record<Language, CheckEnquiry> = {
  en: checkWithField(enquirySchema),
  it: checkWithField(enquirySchemaIn('it')),
};

/** The form's fields checked in the spec's order: the enquiry, or the first failing message. */
export const checkEnquiry: CheckEnquiry = CHECKS.en;

/** `checkEnquiry` with the messages in `language`. */
export const checkEnquiryIn = (language: Language): CheckEnquiry => CHECKS[language];
