import type { SendMail } from '@/lib/send-mail';
import { api } from './client';
import { unwrap } from './api-error';
import { leadSource } from '@/lib/lead-source';

/**
 * POST /api/email/send with the form's captcha token. Resolves once the server has stored
 * the enquiry (it mails the consultant in the background); any refusal rejects, and the
 * form shows its failure text. Every form sends where the visitor came from (lib/lead-source.ts).
 */
export const sendEmail: SendMail = async (mail, captchaToken) => {
  const result = await api.POST('/email/send', {
    body: { subject: mail.subject, message: mail.message, captchaToken, ...mail.fields, source: leadSource() },
  });
  unwrap(result);
};
