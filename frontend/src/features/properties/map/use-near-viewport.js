import { useEffect, useState } from 'react';
/**
 * True once the element comes within `rootMargin` of the viewport, and from then on, so heavy
 * content (the map library) is fetched only when a visitor is about to see it.
 */
export function useNearViewport(target, rootMargin = '200px') {
    const [near, setNear] = useState(false);
    useEffect(() => {
        const element = target.current;
        if (near || !element)
            return;
        if (typeof IntersectionObserver === 'undefined') {
            setNear(true);
            return;
        }
        const observer = new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting))
                setNear(true);
        }, { rootMargin });
        observer.observe(element);
        return () => observer.disconnect();
    }, [target, rootMargin, near]);
    return near;
}
