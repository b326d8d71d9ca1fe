import { solveCaptcha } from '@/lib/captcha/solve-captcha';
import { api } from './client';
import { unwrap } from './api-error';
/**
 * POST /api/email/send with a freshly solved captcha. Resolves once the server has stored
 * the enquiry (it mails the consultant in the background); any refusal rejects, and the
 * form shows its failure text.
 */
export function createEmailSender(solve = solveCaptcha) {
    return async (mail) => {
        const captchaToken = await solve();
        const result = await api.POST('/email/send', {
            body: { subject: mail.subject, message: mail.message, captchaToken, ...mail.fields },
        });
        unwrap(result);
    };
}
export const sendEmail = createEmailSender();
