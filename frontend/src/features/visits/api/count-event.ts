import type { components } from '@/lib/api/schema';
import { isStaffRole, sessionStore } from '@/lib/session';

/** What POST /api/events takes: a kind, the page's path and what else that kind names. */
export type VisitEvent = components['schemas']['EventBody'];

export const EVENTS_URL = '/api/events';

/** The consultant's and her colleagues' own browsing is not a buyer's visit. */
function staffSignedIn(): boolean {
  const { token, user } = sessionStore.snapshot();
  return token !== null && isStaffRole(user?.role);
}

/** True when the browser queued the beacon; false when it has none, refused it or threw. */
function sendBeacon(body: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(EVENTS_URL, new Blob([body], { type: 'application/json' }));
  } catch {
    // Some browsers refuse a JSON beacon outright rather than returning false.
    return false;
  }
}

/**
 * POST /api/events (countEvent): tells the visit counts (issue 29) about a page shown by the
 * app, a brochure printed or a search that found nothing. A beacon, because it must outlive
 * the page (a print dialog, a click away) and nobody reads its answer (202, no body). It
 * carries no identifier: the server derives the day's visitor from the request itself, and
 * nothing is read from or written to the browser's storage or cookies for it. A fetch stands
 * in where the browser has no beacon or turns it down (a full queue); a failure is dropped,
 * since a lost count must never trouble the visitor.
 */
export function countEvent(event: VisitEvent): void {
  if (typeof window === 'undefined' || staffSignedIn()) return;
  const body = JSON.stringify(event);
  if (sendBeacon(body)) return;
  void fetch(EVENTS_URL, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
    body,
  }).catch(() => undefined);
}
