import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import type { components } from '@/lib/api/schema';
import { useSession } from '@/lib/session';

export type Enquiry = components['schemas']['EnquiryDto'];
export type EnquiryList = components['schemas']['EnquiryListDto'];
export type Delivery = components['schemas']['Delivery'];
export type LeadStage = components['schemas']['LeadStage'];
export type LeadEvent = components['schemas']['LeadEvent'];

/** Every stage, in the desk's order (the server refuses any other). */
export const LEAD_STAGES: readonly LeadStage[] = ['new', 'contacted', 'viewing', 'offer', 'won', 'lost', 'spam'];

export const ENQUIRIES_PER_PAGE = 50;
/** The server's limit on a search (`listEnquiries`' `q`). */
export const MAX_SEARCH_LENGTH = 100;

/**
 * What the inbox shows: a page (one-based, as in the URL), unread only or all, a search, and
 * the desk's filters (a stage, a property's ref, follow-up due); '' and false filter nothing.
 */
export interface InboxView {
  page: number;
  unreadOnly: boolean;
  search: string;
  stage: LeadStage | '';
  ref: string;
  due: boolean;
}

/** The root of every inbox read's key: what a change to an enquiry marks stale. */
export const ENQUIRIES_KEY = ['enquiries'] as const;
/** The inbox's pages only, under the root: the source counts live beside them with another shape. */
export const ENQUIRY_LISTS_KEY = [...ENQUIRIES_KEY, 'lists'] as const;

/** The API's `skip` is the zero-based page index; a blank search is left out. */
export async function getEnquiries(view: InboxView, signal?: AbortSignal) {
  const search = view.search.trim();
  return unwrap(
    await api.GET('/enquiries', {
      params: {
        query: {
          skip: view.page - 1,
          take: ENQUIRIES_PER_PAGE,
          ...(view.unreadOnly ? { unread: true } : {}),
          ...(search ? { q: search } : {}),
          ...(view.stage ? { stage: view.stage } : {}),
          ...(view.ref.trim() ? { ref: view.ref.trim() } : {}),
          ...(view.due ? { due: true } : {}),
        },
      },
      signal,
    }),
  );
}

/** Keyed by the session token: another user's inbox (or none) must not be served from cache. */
export function getEnquiriesQueryOptions(view: InboxView, viewer: string | null) {
  return queryOptions({
    queryKey: [...ENQUIRY_LISTS_KEY, { ...view, viewer }],
    queryFn: ({ signal }) => getEnquiries(view, signal),
    placeholderData: keepPreviousData,
    enabled: viewer !== null,
  });
}

export function useEnquiries(view: InboxView) {
  const { token } = useSession();
  return useQuery(getEnquiriesQueryOptions(view, token));
}
