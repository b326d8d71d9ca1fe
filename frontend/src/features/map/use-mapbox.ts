import { useEffect, useRef, useState, type RefObject } from 'react';
import type * as MapboxViews from './mapbox-view';

/**
 * Where a map stands: `off` without a configured token (the embedded default, a site run
 * offline: no Mapbox host is ever asked), `loading` until mapbox-gl's chunk is in and the map
 * drawn, `failed` when the chunk did not load, the browser cannot draw (no WebGL) or the
 * map itself said it cannot be used.
 */
export type MapboxState = 'off' | 'loading' | 'ready' | 'failed';

/** The map's handle, its views module, and how to report that the drawn map is unusable. */
export type MountMapbox<Handle> = (views: typeof MapboxViews, element: HTMLElement, accessToken: string, fail: () => void) => Handle;

/**
 * The one way a screen brings in mapbox-gl: nothing without `accessToken` (the site's
 * configured one) nor until `active` (the map nears the viewport, a dialog opens), then its
 * chunk, then `mount` draws into `container`; redrawn
 * when `redrawOn` changes, destroyed with the component. Each map's fallback is its caller's
 * (the public maps draw the static view, the placing map says why there is none), chosen
 * from the state.
 */
export function useMapbox<Handle extends { destroy(): void }>(
  accessToken: string | null,
  container: RefObject<HTMLElement | null>,
  active: boolean,
  mount: MountMapbox<Handle>,
  redrawOn: readonly unknown[],
): { state: MapboxState; view: RefObject<Handle | null> } {
  const [state, setState] = useState<MapboxState>(accessToken ? 'loading' : 'off');
  const view = useRef<Handle | null>(null);
  // The latest mount, read when the chunk is in, so callers need not memoise it.
  const latestMount = useRef(mount);
  useEffect(() => {
    latestMount.current = mount;
  });

  useEffect(() => {
    const element = container.current;
    if (!active || !accessToken || !element) return;
    let cancelled = false;
    let failed = false;
    // A map that cannot be used is taken down at once: the caller shows its fallback instead.
    const fail = () => {
      if (cancelled || failed) return;
      failed = true;
      view.current?.destroy();
      view.current = null;
      setState('failed');
    };
    import('./mapbox-view')
      .then((views) => {
        if (cancelled) return;
        const handle = latestMount.current(views, element, accessToken, fail);
        if (failed) {
          handle.destroy();
          return;
        }
        view.current = handle;
        setState('ready');
      })
      .catch((error: unknown) => {
        console.error('Map could not be shown', error);
        fail();
      });
    return () => {
      cancelled = true;
      view.current?.destroy();
      view.current = null;
    };
    // Redrawn on what the caller names; a new `mount` closure alone must not redraw the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, active, accessToken, ...redrawOn]);

  return { state, view };
}
