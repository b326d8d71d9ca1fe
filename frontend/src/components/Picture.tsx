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
}

/** A JPEG with its WebP twin offered first when the server has one, at every stored width. */
export function Picture({ image, alt, width, height, lazy = false, priority = false, className }: PictureProps) {
  const { responsive } = image;
  const img = (
    <img
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
