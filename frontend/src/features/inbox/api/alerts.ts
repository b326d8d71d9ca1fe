import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';

export const ALERTS_FILE_NAME = 'home-alerts.csv';

/** Active (confirmed) saved-search alerts; keyed by the session token like the inbox. */
export function useActiveAlerts(enabled: boolean) {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: ['alert-count', { viewer: token }],
      queryFn: async ({ signal }) => unwrap(await api.GET('/alerts/count', { signal })).active,
      enabled: enabled && token !== null,
    }),
  );
}

/** The admin's CSV export of the alerts; the client's middleware adds the bearer token. */
export async function downloadAlerts(): Promise<Blob> {
  return unwrap(await api.GET('/alerts/export.csv', { headers: { Accept: 'text/csv' }, parseAs: 'blob' }));
}
