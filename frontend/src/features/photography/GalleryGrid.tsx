import { useState } from 'react';
import { Lightbox, LIGHTBOX_LABELS } from '@/components/lightbox';
import type { Gallery } from './galleries';
import styles from './Photography.module.css';

const LABELS = {
  en: { open: 'Enlarge', ...LIGHTBOX_LABELS.en },
  it: { open: 'Ingrandisci', ...LIGHTBOX_LABELS.it },
} as const;

export function GalleryGrid({ gallery, language }: { gallery: Gallery; language: 'en' | 'it' }) {
  const [open, setOpen] = useState<number | null>(null);
  const labels = LABELS[language];
  const headingId = `gallery-${gallery.key}`;
  return (
    <section className={styles.gallery} aria-labelledby={headingId}>
      <h2 id={headingId}>{gallery.title}</h2>
      <p>{gallery.intro}</p>
      <ul className={styles.grid}>
        {gallery.images.map((image, index) => (
          <li key={image.src}>
            <button type="button" className={styles.thumb} onClick={() => setOpen(index)} aria-label={`${labels.open}: ${image.alt}`}>
              <img src={image.src} alt="" width={1200} height={800} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox images={gallery.images} index={open} onClose={() => setOpen(null)} onNavigate={setOpen} labels={labels} />
    </section>
  );
}
