import { useMemo, useState } from 'react';
import { Lightbox, LIGHTBOX_LABELS, type LightboxImage } from '@/components/lightbox';
import { Picture } from '@/components/Picture';
import { type ImageSource, webpTwinUrl, widthVariantUrl } from '@/lib/images/picture-source';
import { type Gallery, GALLERY_THUMB_SIZE, GALLERY_THUMB_WIDTH } from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import { galleryName } from '../lib/gallery-name';
import styles from './detail.module.css';

/** Gallery pictures the printed brochure carries: the first ones, in the page's order. */
export const BROCHURE_PICTURES = 4;

interface GalleriesProps {
  galleries: readonly Gallery[];
  /** The home's title in the page's language: the photos' descriptions name it. */
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
 * A thumbnail at the width it is drawn: the thumbnail-width rendering stored beside the small
 * one (`01a-330w.jpg`), and the small one for screens of twice the density, each in WebP where
 * the browser takes it (a third of the JPEG's bytes).
 */
function thumbnail(small: string): ImageSource {
  const webp = webpTwinUrl(small);
  const candidates = (url: string) => {
    const thumb = widthVariantUrl(url, GALLERY_THUMB_WIDTH);
    const smallCandidate = `${url} ${GALLERY_THUMB_SIZE.width}w`;
    return thumb ? `${thumb} ${GALLERY_THUMB_WIDTH}w, ${smallCandidate}` : smallCandidate;
  };
  return {
    src: small,
    webp,
    responsive: {
      srcSet: candidates(small),
      webpSrcSet: webp && candidates(webp),
      sizes: THUMBNAIL_SIZES,
    },
  };
}

/**
 * How wide a thumbnail is drawn (detail.module.css `.thumbnails`: columns of at least 10rem,
 * 0.5rem apart, in the container's 1rem padding): about 11rem beside the side column on a
 * wide screen, three columns from 33rem, two on a phone.
 */
const THUMBNAIL_SIZES = '(min-width: 48rem) 11rem, (min-width: 33rem) calc(33vw - 1rem), calc(50vw - 1.25rem)';

/**
 * Thumbnails per gallery (id="gallery" is the 'Photo Gallery' link's target). Each thumbnail
 * links to the full-size picture; with script it opens the lightbox instead.
 */
export function Galleries({ galleries, propertyTitle }: GalleriesProps) {
  const [open, setOpen] = useState<number | null>(null);
  const language = useLanguage();

  const pictures = useMemo<LightboxImage[]>(
    () =>
      galleries.flatMap((gallery) =>
        gallery.pictures.map((src, index) => {
          // Her caption says what the photo shows; without one, where it is in the listing.
          const caption = gallery.captions[index]?.trim();
          const name = galleryName(gallery.name, language).text;
          return {
            src,
            alt: caption || CATALOGUE_TEXT[language].galleryPicture(propertyTitle, name, index + 1),
            caption: caption || name,
          };
        }),
      ),
    [galleries, propertyTitle, language],
  );

  if (pictures.length === 0) return null;
  const starts = firstIndexes(galleries);
  return (
    <section id="gallery" className={styles.galleries} aria-labelledby="gallery-title">
      <h2 id="gallery-title" className={styles.sectionTitle}>
        {CATALOGUE_TEXT[language].photoGallery}
      </h2>
      {galleries.map((gallery, galleryIndex) => {
        const start = starts[galleryIndex];
        if (gallery.pictures.length === 0) return null;
        const name = galleryName(gallery.name, language);
        return (
          <div key={gallery.name} className={styles.gallery}>
            <h3 lang={name.lang}>{name.text}</h3>
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
                    <Picture
                      image={thumbnail(gallery.small_pictures[index] ?? full)}
                      alt={pictures[start + index].alt}
                      {...GALLERY_THUMB_SIZE}
                      lazy
                    />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <Lightbox images={pictures} index={open} onClose={() => setOpen(null)} onNavigate={setOpen} labels={LIGHTBOX_LABELS[language]} />
    </section>
  );
}
