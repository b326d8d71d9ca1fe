import { useEffect } from 'react';
import { countEvent } from './api/count-event';
import { pagePath } from './lib/counted-pages';

/** The searches already counted while this page is open: a search is counted once, not per render or return to it. */
const counted = new Set<string>();

/**
 * Counts a search of the list that found nothing: what buyers look for that the consultant
 * does not have. `search` is the filters' canonical query (`min_price=500000&kind=villa`), so
 * the same wish is one entry however it was typed; null while there is nothing to count (no
 * filters, homes found, or the answer not in yet).
 */
export function useCountEmptySearch(search: string | null): void {
  useEffect(() => {
    if (search === null || search === '' || counted.has(search)) return;
    counted.add(search);
    countEvent({ kind: 'empty_search', path: pagePath(window.location), search });
  }, [search]);
}
