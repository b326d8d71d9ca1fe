import { LEAD_STAGES, type InboxView, type LeadStage } from './api/get-enquiries';
import { paths } from '@/config/paths';

function stageFrom(text: string | null): LeadStage | '' {
  return LEAD_STAGES.find((stage) => stage === text) ?? '';
}

/** The inbox's view as its address holds it: `?page=2&unread=1&q=barolo&stage=new&ref=123&due=1`. */
export function viewFrom(search: URLSearchParams): InboxView {
  const page = Number(search.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    unreadOnly: search.get('unread') === '1',
    search: search.get('q') ?? '',
    stage: stageFrom(search.get('stage')),
    ref: search.get('ref') ?? '',
    due: search.get('due') === '1',
  };
}

/** The address of a view; page 1, all enquiries and no search are left out. */
export function inboxHref(view: InboxView): string {
  const params = new URLSearchParams();
  if (view.page > 1) params.set('page', String(view.page));
  if (view.unreadOnly) params.set('unread', '1');
  if (view.search.trim()) params.set('q', view.search.trim());
  if (view.stage) params.set('stage', view.stage);
  if (view.ref.trim()) params.set('ref', view.ref.trim());
  if (view.due) params.set('due', '1');
  const query = params.toString();
  return query ? `${paths.staffInbox}?${query}` : paths.staffInbox;
}

/** The contact view of an address: the inbox's page showing that person's whole history. */
export function contactHref(email: string): string {
  return `${paths.staffInbox}?${new URLSearchParams({ contact: email }).toString()}`;
}
