import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport, and from then on, so heavy
 * content (the map library) is fetched only when a visitor is about to see it.
 */
export function useNearViewport(target: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Nothing to watch with (jsdom, old engines): near at once, reported from a task as an
      // observer's callback would be.
      const timer = window.setTimeout(() => setNear(true), 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, rootMargin, near]);

  return near;
}
