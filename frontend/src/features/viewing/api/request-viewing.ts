import { unwrap } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { Language } from '@/lib/i18n';
import { leadSource } from '@/lib/lead-source';
import type { ViewingRequest } from '../viewing-schema';

/** POST /api/viewings: the visitor's trip, in their language, with where they came from
 * (lib/lead-source.ts) like every enquiry form, and the share key of the unlisted home whose
 * page it is sent from (without it the server answers as for a home that does not exist).
 * A refusal rejects with the server's message. */
export async function requestViewing(
  request: ViewingRequest,
  language: Language,
  captchaToken: string,
  shareKey: string | null = null,
): Promise<void> {
  const key = shareKey ? { shareKey } : {};
  unwrap(await api.POST('/viewings', { body: { ...request, language, captchaToken, source: leadSource(), ...key } }));
}
