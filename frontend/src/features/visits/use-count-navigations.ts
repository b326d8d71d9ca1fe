import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { countEvent } from './api/count-event';
import { pagePath } from './lib/counted-pages';
import { navigationView } from './lib/navigation-view';

/**
 * Counts every page the app shows after the first (the server counted that one): mounted once,
 * in the layout every page shares, so each navigation is seen exactly once.
 */
export function useCountNavigations(): void {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const to = { pathname, search };
    const view = navigationView({ from: previous.current, to, type, origin: window.location.origin });
    previous.current = pagePath(to);
    if (view) countEvent(view);
  }, [pathname, search, type]);
}
