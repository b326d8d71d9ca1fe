import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useWrite } from '@/lib/api/use-write';

/**
 * POST /properties/{ref}/owner-report: mails the owner a new link to the home's report (30
 * days); answers the link. 409 when no owner is recorded.
 */
export async function sendOwnerReport(propertyRef: string) {
  return unwrap(await api.POST('/properties/{ref}/owner-report', { params: { path: { ref: propertyRef } } }));
}

/** Nothing the editor reads changes: the links themselves are never listed. */
export function useSendOwnerReport() {
  return useWrite({ write: sendOwnerReport, changes: () => [] });
}
