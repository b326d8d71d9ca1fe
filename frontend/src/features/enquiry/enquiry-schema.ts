// zod/mini: the enquiry form sits beside the description of every property page, whose
// JavaScript budget full zod would overrun.
import * as z from 'zod/mini';
import { checkWith, type Checked } from '@/lib/check';

/** Spec §9: an enquiry message holds at most 500 characters. */
export const ENQUIRY_MESSAGE_MAX = 500;

/**
 * Spec §5 "Property enquiry", checked in the spec's order: the form shows the first
 * failing message exactly as the spec writes it. The over-length wording is the server's.
 */
export const enquirySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "'Name' field missing")),
  ref: z.string().check(z.trim(), z.minLength(1, "'Reference Number' field missing")),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "'Email' field missing"),
      z.refine((email) => email.includes('@'), 'Please enter a valid email address'),
    ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "'Message' field missing"),
      z.maxLength(ENQUIRY_MESSAGE_MAX, `Message must be at most ${ENQUIRY_MESSAGE_MAX} characters`),
    ),
});

export type Enquiry = z.infer<typeof enquirySchema>;

/** The form's fields checked in the spec's order: the enquiry, or the first failing message. */
export const checkEnquiry: (input: Record<keyof Enquiry, string>) => Checked<Enquiry> = checkWith(enquirySchema);
