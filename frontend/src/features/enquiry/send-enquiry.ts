import { useCallback } from 'react';
import { useSendMail, type OutgoingMail } from '@/lib/send-mail';
import type { Enquiry } from './enquiry-schema';

/** An enquiry, about one home or (from the shortlist) several: `refs` then names them all. */
export type OutgoingEnquiry = Enquiry & { refs?: readonly string[] };

export type SendEnquiry = (enquiry: OutgoingEnquiry, captchaToken: string) => Promise<void>;

/**
 * Spec §7: subject 'ENQUIRY for {ref}'. The fields go as they are; the server checks them
 * with the same rules, writes the mail and adds the link to the property page. The
 * shortlist's enquiry names every home, in the subject ('ENQUIRY for 101, 102') and as the
 * `refs` list the server checks one by one and links each of.
 */
export function enquiryMail(enquiry: OutgoingEnquiry): OutgoingMail {
  const { name, email, message, refs } = enquiry;
  if (refs && refs.length > 0) {
    return { subject: `ENQUIRY for ${refs.join(', ')}`, message, fields: { name, email, refs: [...refs] } };
  }
  return {
    subject: `ENQUIRY for ${enquiry.ref}`,
    message,
    fields: { name, email, ref: enquiry.ref },
  };
}

/** Sends through the app's mail sender. */
export function useSendEnquiry(): SendEnquiry {
  const sendMail = useSendMail();
  return useCallback((enquiry: OutgoingEnquiry, captchaToken: string) => sendMail(enquiryMail(enquiry), captchaToken), [sendMail]);
}
