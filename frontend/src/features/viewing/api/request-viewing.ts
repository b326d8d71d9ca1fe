import { unwrap } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { Language } from '@/lib/i18n';
import { leadSource } from '@/lib/lead-source';
import type { ViewingRequest } from '../viewing-schema';

/** POST /api/viewings: the visitor's trip, in their language, with where they came from
 * (lib/lead-source.ts) like every enquiry form. A refusal rejects with the server's message. */
export async function requestViewing(request: ViewingRequest, language: Language, captchaToken: string): Promise<void> {
  unwrap(await api.POST('/viewings', { body: { ...request, language, captchaToken, source: leadSource() } }));
}
