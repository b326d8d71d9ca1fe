import { lazy, Suspense, useState } from 'react';
import type { LightboxProps } from './Lightbox';

const Lightbox = lazy(() => import('./Lightbox').then((m) => ({ default: m.Lightbox })));

/**
 * The lightbox's code loads when a picture is first opened, not with the page: most visits
 * never open one. Once loaded it stays mounted, so closing returns focus to the thumbnail.
 */
export function LazyLightbox(props: LightboxProps) {
  const [needed, setNeeded] = useState(false);
  if (props.index !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  );
}
