import { useWrite } from '@/lib/api/use-write';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { CONTACT_KEY } from './get-contact';
import { ENQUIRIES_KEY } from './get-enquiries';

export interface NewReply {
  id: number;
  message: string;
}

export const MAX_REPLY_LENGTH = 10000;

/**
 * POST /enquiries/{id}/reply (admin, agent): stores the mail to the visitor in the outbox and
 * answers the lead as it now stands (the reply in its timeline, with its delivery).
 */
export async function replyToEnquiry({ id, message }: NewReply) {
  return unwrap(
    await api.POST('/enquiries/{id}/reply', {
      params: { path: { id: String(id) } },
      body: { message },
    }),
  );
}

/** Sends a reply; the inbox and contact views read the lead again. */
export function useReplyToEnquiry() {
  return useWrite({ write: replyToEnquiry, changes: () => [ENQUIRIES_KEY, CONTACT_KEY] });
}
