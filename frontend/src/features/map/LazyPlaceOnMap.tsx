import { lazy, Suspense, type ComponentProps } from 'react';
import { siteConfig } from '@/config/site';
import { MAP_TEXT } from './map-text';

// In a chunk of its own, fetched when a screen draws it (the property settings dialog opens):
// the public pages that import this feature for their maps carry none of it at start-up. The
// token is read here and handed in: that chunk then reaches no module the start-up code shares
// (the site configuration and zod), which the bundler would otherwise cut into a further chunk
// that every page loads.
const Loaded = lazy(() => import('./PlaceOnMap').then((module) => ({ default: module.PlaceOnMap })));

/** The staff's map to place one home on (PlaceOnMap.tsx), loaded on demand. */
export function PlaceOnMap(props: Omit<ComponentProps<typeof Loaded>, 'accessToken'>) {
  return (
    <Suspense fallback={<p>{MAP_TEXT[props.language].loading}</p>}>
      <Loaded {...props} accessToken={siteConfig.mapboxToken} />
    </Suspense>
  );
}
