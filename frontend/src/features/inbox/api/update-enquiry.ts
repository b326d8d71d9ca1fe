import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { CONTACT_KEY } from './get-contact';
import { ENQUIRIES_KEY, ENQUIRY_LISTS_KEY, type Enquiry, type EnquiryList, type LeadStage } from './get-enquiries';

/** What changes on one lead; a field left out stays as it is (`follow_up_on: null` clears the date). */
export interface EnquiryChange {
  id: number;
  read?: boolean;
  stage?: LeadStage;
  follow_up_on?: string | null;
}

/** PATCH /enquiries/{id} (admin, agent): answers the enquiry as it now stands. */
export async function updateEnquiry({ id, ...change }: EnquiryChange): Promise<Enquiry> {
  return unwrap(
    await api.PATCH('/enquiries/{id}', {
      params: { path: { id: String(id) } },
      body: change,
    }),
  );
}

/**
 * Puts the changed enquiry into every inbox page already read, and the unread count with it.
 * The lists are not fetched again now: an enquiry just opened from the "Unread" filter must
 * stay on screen while it is read; they are marked stale for the next visit.
 */
export function applyChange(queryClient: QueryClient, changed: Enquiry) {
  const lists = queryClient.getQueriesData<EnquiryList>({ queryKey: ENQUIRY_LISTS_KEY });
  const before = lists.flatMap(([, list]) => list?.enquiries ?? []).find((enquiry) => enquiry.id === changed.id);
  // The count is the whole inbox's: every page read holds it, whether it lists the enquiry or not.
  const delta = !before || before.read === changed.read ? 0 : changed.read ? -1 : 1;
  queryClient.setQueriesData<EnquiryList>({ queryKey: ENQUIRY_LISTS_KEY }, (list) =>
    list && {
      ...list,
      unread: Math.max(0, list.unread + delta),
      enquiries: list.enquiries.map((enquiry) => (enquiry.id === changed.id ? changed : enquiry)),
    },
  );
  // The source counts and contact views are marked stale with the lists (a stage may have moved).
  void queryClient.invalidateQueries({ queryKey: ENQUIRIES_KEY, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: CONTACT_KEY, refetchType: 'none' });
}

/** Marks an enquiry read or unread, moves its stage or sets its follow-up; the lists on screen follow at once. */
export function useUpdateEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEnquiry,
    onSuccess: (changed) => applyChange(queryClient, changed),
  });
}
