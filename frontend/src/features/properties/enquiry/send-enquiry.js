import { useCallback } from 'react';
import { useSendMail } from '@/lib/send-mail';
/**
 * Spec §7: subject 'ENQUIRY for {ref}'. The fields go as they are; the server checks them
 * with the same rules, writes the mail and adds the link to the property page.
 */
export function enquiryMail(enquiry) {
    return {
        subject: `ENQUIRY for ${enquiry.ref}`,
        message: enquiry.message,
        fields: { name: enquiry.name, email: enquiry.email, ref: enquiry.ref },
    };
}
/** Sends through the app's mail sender. */
export function useSendEnquiry() {
    const sendMail = useSendMail();
    return useCallback((enquiry) => sendMail(enquiryMail(enquiry)), [sendMail]);
}
