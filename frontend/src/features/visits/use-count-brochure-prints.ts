import { useEffect } from 'react';
import { countEvent } from './api/count-event';
import { pagePath } from './lib/counted-pages';

/**
 * Counts a print of the property page: its brochure is the page on paper, whether printed with
 * its button or the browser's own menu, and both fire `beforeprint`.
 */
export function useCountBrochurePrints(propertyRef: string): void {
  useEffect(() => {
    const count = () => countEvent({ kind: 'brochure_print', path: pagePath(window.location), property: propertyRef });
    window.addEventListener('beforeprint', count);
    return () => window.removeEventListener('beforeprint', count);
  }, [propertyRef]);
}
