import type { VisitEvent } from '../api/count-event';
import { isCountedPage, pagePath } from './counted-pages';

interface Navigation {
  /** The in-app page the visitor was on (path and query); null on the page the browser loaded. */
  from: string | null;
  to: { pathname: string; search: string };
  /** React Router's kind of navigation: 'PUSH' (a link), 'POP' (back, forward), 'REPLACE'. */
  type: 'PUSH' | 'POP' | 'REPLACE';
  /** The site's origin, so the referrer is an address like the browser's own. */
  origin: string;
}

/**
 * The view a navigation in the app is, or null when it is none:
 * - the page the browser loaded: the server counted it when it answered;
 * - a page of the staff or the sign-in;
 * - the same page again (only its fragment changed, a link to `#map`);
 * - a replacement: the app correcting an address (an unknown one sent on to the not-found
 *   page), not a page the visitor asked for.
 * Its referrer is the page the visitor came from, as the browser would have sent it.
 */
export function navigationView({ from, to, type, origin }: Navigation): VisitEvent | null {
  const path = pagePath(to);
  if (from === null || from === path || type === 'REPLACE' || !isCountedPage(to.pathname)) return null;
  return { kind: 'view', path, referrer: `${origin}${from}` };
}
