import { useMemo, useState } from 'react';
import { Lightbox, type LightboxImage } from '@/components/lightbox';
import { type Gallery, GALLERY_THUMB_SIZE } from '@/features/property-data';
import styles from './detail.module.css';

/** Gallery pictures the printed brochure carries: the first ones, in the page's order. */
export const BROCHURE_PICTURES = 4;

interface GalleriesProps {
  galleries: readonly Gallery[];
  propertyTitle: string;
}

/** Where each gallery's pictures start in the lightbox's one sequence of all of them. */
function firstIndexes(galleries: readonly Gallery[]): number[] {
  let next = 0;
  return galleries.map((gallery) => {
    const start = next;
    next += gallery.pictures.length;
    return start;
  });
}

/**
 * Thumbnails per gallery (id="gallery" is the 'Photo Gallery' link's target). Each thumbnail
 * links to the full-size picture; with script it opens the lightbox instead.
 */
export function Galleries({ galleries, propertyTitle }: GalleriesProps) {
  const [open, setOpen] = useState<number | null>(null);

  const pictures = useMemo<LightboxImage[]>(
    () =>
      galleries.flatMap((gallery) =>
        gallery.pictures.map((src, index) => ({
          src,
          alt: `${propertyTitle}: ${gallery.name}, picture ${index + 1}`,
          caption: gallery.name,
        })),
      ),
    [galleries, propertyTitle],
  );

  if (pictures.length === 0) return null;
  const starts = firstIndexes(galleries);
  return (
    <section id="gallery" className={styles.galleries} aria-labelledby="gallery-title">
      <h2 id="gallery-title" className={styles.sectionTitle}>
        Photo Gallery
      </h2>
      {galleries.map((gallery, galleryIndex) => {
        const start = starts[galleryIndex];
        if (gallery.pictures.length === 0) return null;
        return (
          <div key={gallery.name} className={styles.gallery}>
            <h3>{gallery.name}</h3>
            <ul className={styles.thumbnails}>
              {gallery.pictures.map((full, index) => (
                <li
                  key={full}
                  data-brochure={start + index < BROCHURE_PICTURES ? '' : undefined}
                >
                  <a
                    href={full}
                    onClick={(event) => {
                      event.preventDefault();
                      setOpen(start + index);
                    }}
                  >
                    <img
                      src={gallery.small_pictures[index] ?? full}
                      alt={pictures[start + index].alt}
                      {...GALLERY_THUMB_SIZE}
                      loading="lazy"
                      decoding="async"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <Lightbox images={pictures} index={open} onClose={() => setOpen(null)} onNavigate={setOpen} />
    </section>
  );
}
