import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';

export const ENQUIRIES_FILE_NAME = 'enquiries.csv';

/** GET /api/enquiries.csv: every lead, the admin's export; the client's middleware adds the bearer token. */
export async function downloadEnquiries(): Promise<Blob> {
  return unwrap(await api.GET('/enquiries.csv', { headers: { Accept: 'text/csv' }, parseAs: 'blob' }));
}
