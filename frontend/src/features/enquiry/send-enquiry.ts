import { useCallback } from 'react';
import { useSendMail, type OutgoingMail } from '@/lib/send-mail';
import type { Enquiry } from './enquiry-schema';

export type SendEnquiry = (enquiry: Enquiry, captchaToken: string) => Promise<void>;

/**
 * Spec §7: subject 'ENQUIRY for {ref}'. The fields go as they are; the server checks them
 * with the same rules, writes the mail and adds the link to the property page.
 */
export function enquiryMail(enquiry: Enquiry): OutgoingMail {
  return {
    subject: `ENQUIRY for ${enquiry.ref}`,
    message: enquiry.message,
    fields: { name: enquiry.name, email: enquiry.email, ref: enquiry.ref },
  };
}

/** Sends through the app's mail sender. */
export function useSendEnquiry(): SendEnquiry {
  const sendMail = useSendMail();
  return useCallback((enquiry: Enquiry, captchaToken: string) => sendMail(enquiryMail(enquiry), captchaToken), [sendMail]);
}
