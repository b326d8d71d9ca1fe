import { unwrap } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { SubscribeToNewsletter } from '../subscribe';

/**
 * POST /api/newsletter/subscribe. The form only calls this once the visitor has ticked the
 * consent box, so consent is sent as given; a repeated sign-up succeeds like the first.
 */
export const subscribeNewsletter: SubscribeToNewsletter = async (email, captchaToken) => {
  const answer = unwrap(await api.POST('/newsletter/subscribe', { body: { email, consent: true, captchaToken } }));
  return { confirmation: answer.confirmation ?? undefined };
};
