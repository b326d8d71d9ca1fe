import type { SendMail } from '@/lib/send-mail';
import { api } from './client';
import { unwrap } from './api-error';

/**
 * POST /api/email/send with the form's captcha token. Resolves once the server has stored
 * the enquiry (it mails the consultant in the background); any refusal rejects, and the
 * form shows its failure text.
 */
export const sendEmail: SendMail = async (mail, captchaToken) => {
  const result = await api.POST('/email/send', {
    body: { subject: mail.subject, message: mail.message, captchaToken, ...mail.fields },
  });
  unwrap(result);
};
