import type { ImageSource } from '../lib/images';

interface PictureProps {
  image: ImageSource;
  alt: string;
  width: number;
  height: number;
  /** Pictures below the fold wait until they are scrolled near. */
  lazy?: boolean;
  /** The page's main picture (its largest paint): fetched before other images. */
  priority?: boolean;
  className?: string;
}

/** A JPEG with its WebP twin offered first when the server has one. */
export function Picture({ image, alt, width, height, lazy = false, priority = false, className }: PictureProps) {
  const img = (
    <img
      className={className}
      src={image.src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
  if (!image.webp) return img;
  return (
    <picture>
      <source srcSet={image.webp} type="image/webp" />
      {img}
    </picture>
  );
}
