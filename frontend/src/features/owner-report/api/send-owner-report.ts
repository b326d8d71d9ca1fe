import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useWrite } from '@/lib/api/use-write';
import { ownerLogQueryKey } from './get-owner';

/**
 * POST /properties/{ref}/owner-report: mails the owner a new link to the home's report (30
 * days); answers the link. 409 when no owner is recorded.
 */
export async function sendOwnerReport(propertyRef: string) {
  return unwrap(await api.POST('/properties/{ref}/owner-report', { params: { path: { ref: propertyRef } } }));
}

/** The links themselves are never listed; the admin's owner log gains the send. */
export function useSendOwnerReport() {
  return useWrite({ write: sendOwnerReport, changes: (_, propertyRef) => [ownerLogQueryKey(propertyRef)] });
}
