import { unwrap } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import { solveCaptcha } from '@/lib/captcha/solve-captcha';
/**
 * POST /api/newsletter/subscribe. The form only calls this once the visitor has ticked the
 * consent box, so consent is sent as given; a repeated sign-up succeeds like the first.
 */
export function createNewsletterSubscriber(solve = solveCaptcha) {
    return async (email) => {
        const captchaToken = await solve();
        unwrap(await api.POST('/newsletter/subscribe', { body: { email, consent: true, captchaToken } }));
    };
}
export const subscribeNewsletter = createNewsletterSubscriber();
