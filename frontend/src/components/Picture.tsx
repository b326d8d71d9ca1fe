import { useEffect, useRef, useState } from 'react';
import { PHOTOS_COMING_SOON } from '@/lib/images/placeholder';
import type { ImageSource } from '@/lib/images/picture-source';

interface PictureProps {
  image: ImageSource;
  alt: string;
  width: number;
  height: number;
  /** Pictures below the fold wait until they are scrolled near. */
  lazy?: boolean;
  /**
   * The page's main picture (its largest paint): fetched before other images. The page's
   * other eager pictures then wait behind it (low priority) instead of sharing a slow
   * connection with it.
   */
  priority?: boolean;
  className?: string;
  /**
   * For a picture that may not be uploaded yet (a town's, a place's, an article's banner):
   * 'placeholder' shows the neutral "Photos coming soon" picture instead of a broken one,
   * 'hide' shows nothing (and calls `onMissing`).
   */
  whenMissing?: 'placeholder' | 'hide';
  onMissing?: () => void;
}

/** A JPEG with its WebP twin offered first when the server has one, at every stored width. */
export function Picture({ image, alt, width, height, lazy = false, priority = false, className, whenMissing, onMissing }: PictureProps) {
  const { responsive } = image;
  const [missing, setMissing] = useState(false);
  const element = useRef<HTMLImageElement>(null);
  const fail = () => {
    if (!whenMissing) return;
    setMissing(true);
    onMissing?.();
  };
  // A picture the server drew may have failed before the page came alive, when no handler
  // was listening yet: a finished image without pixels is such a failure.
  useEffect(() => {
    const drawn = element.current;
    if (whenMissing && drawn?.complete && drawn.naturalWidth === 0 && drawn.currentSrc !== '') fail();
    // Only once, for what the server drew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (missing && whenMissing === 'hide') return null;
  if (missing) {
    return (
      <img className={className} src={PHOTOS_COMING_SOON.src} alt={PHOTOS_COMING_SOON.alt} width={width} height={height} loading={lazy ? 'lazy' : 'eager'} />
    );
  }
  const img = (
    <img
      ref={element}
      onError={whenMissing ? fail : undefined}
      className={className}
      src={image.src}
      srcSet={responsive?.srcSet}
      sizes={responsive?.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : lazy ? undefined : 'low'}
      decoding={priority ? 'sync' : 'async'}
    />
  );
  if (!image.webp) return img;
  return (
    <picture>
      <source srcSet={responsive?.webpSrcSet ?? image.webp} sizes={responsive?.webpSrcSet ? responsive.sizes : undefined} type="image/webp" />
      {img}
    </picture>
  );
}
