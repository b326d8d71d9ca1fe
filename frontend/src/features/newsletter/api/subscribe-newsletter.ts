import { unwrap } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import { solveCaptcha, type SolveCaptcha } from '@/lib/captcha/solve-captcha';
import type { SubscribeToNewsletter } from '../subscribe';

/**
 * POST /api/newsletter/subscribe. The form only calls this once the visitor has ticked the
 * consent box, so consent is sent as given; a repeated sign-up succeeds like the first.
 */
export function createNewsletterSubscriber(solve: SolveCaptcha = solveCaptcha): SubscribeToNewsletter {
  return async (email) => {
    const captchaToken = await solve();
    unwrap(await api.POST('/newsletter/subscribe', { body: { email, consent: true, captchaToken } }));
  };
}

export const subscribeNewsletter: SubscribeToNewsletter = createNewsletterSubscriber();
