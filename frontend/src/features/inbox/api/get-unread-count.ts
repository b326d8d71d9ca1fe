import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useCan, useSession } from '@/lib/session';
import { ENQUIRIES_KEY } from './get-enquiries';

/** How often the staff bar looks for new enquiries while a page stays open. */
const UNREAD_POLL_MS = 60_000;

/** GET /enquiries' unread count, asking for one row: the staff bar needs the number only. */
async function getUnreadCount(signal?: AbortSignal) {
  const answer = unwrap(await api.GET('/enquiries', { params: { query: { skip: 0, take: 1, unread: true } }, signal }));
  return answer.unread;
}

/** Under the inbox's key, so reading or marking an enquiry updates the count too. */
export function getUnreadCountQueryOptions(viewer: string | null) {
  return queryOptions({
    queryKey: [...ENQUIRIES_KEY, 'unread-count', { viewer }],
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: viewer !== null,
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** The unread enquiries of a signed-in reader of the inbox; undefined for anyone else. */
export function useUnreadCount(): number | undefined {
  const { token } = useSession();
  const mayRead = useCan('readEnquiries');
  return useQuery(getUnreadCountQueryOptions(mayRead ? token : null)).data;
}
