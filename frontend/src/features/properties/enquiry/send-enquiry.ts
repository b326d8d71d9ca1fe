import { useCallback } from 'react';
import { absoluteUrl } from '@/components/usePageMeta';
import { composeMailBody, useSendMail, type OutgoingMail } from '@/lib/send-mail';
import { paths } from '@/config/paths';
import type { Enquiry } from './enquiry-schema';

export type SendEnquiry = (enquiry: Enquiry) => Promise<void>;

/** Spec §7: subject 'ENQUIRY for {ref}'; the body names the sender and links the property. */
export function enquiryMail(enquiry: Enquiry, propertyUrl: string): OutgoingMail {
  return {
    subject: `ENQUIRY for ${enquiry.ref}`,
    message: composeMailBody(
      [
        ['Name', enquiry.name],
        ['Reference Number', enquiry.ref],
        ['Email', enquiry.email],
        ['Message', enquiry.message],
        ['Property', propertyUrl],
      ],
      'property enquiry form',
    ),
  };
}

/** Sends through the app's mail sender (which fails until the server call is wired). */
export function useSendEnquiry(): SendEnquiry {
  const sendMail = useSendMail();
  return useCallback(
    (enquiry: Enquiry) => sendMail(enquiryMail(enquiry, absoluteUrl(paths.propertyDetail(enquiry.ref)))),
    [sendMail],
  );
}
