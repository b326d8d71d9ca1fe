import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useWrite } from '@/lib/api/use-write';

/** DELETE /properties/{ref}/owner-report: closes every report link of the home; answers how many were open. */
export async function revokeOwnerReports(propertyRef: string) {
  return unwrap(await api.DELETE('/properties/{ref}/owner-report', { params: { path: { ref: propertyRef } } }));
}

/** Nothing the editor reads changes: the links themselves are never listed. */
export function useRevokeOwnerReports() {
  return useWrite({ write: revokeOwnerReports, changes: () => [] });
}
