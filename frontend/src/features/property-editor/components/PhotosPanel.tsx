import { useState } from 'react';
import { PhotoDropZone } from '@/components/photo-upload/PhotoDropZone';
import { PHOTOS_COMING_SOON } from '@/lib/images/placeholder';
import { useUploadImage } from '../api/upload-image';
import type { SavedPlace } from '../api/create-draft';
import { galleryTarget } from '../lib/image-targets';
import { GalleryArranger } from './GalleryArranger';
import styles from './photos.module.css';

interface PhotosPanelProps {
  /** Where the property's pictures live, once it is saved (or its draft is). */
  place: SavedPlace | null;
  /** Saves a property never saved as a hidden draft, once, and answers where it lives. */
  ensureSaved: () => Promise<SavedPlace>;
  /** The gallery new photos go to (the gallery chooser's). */
  galleryName: string;
  /** The listing picture's address when one is stored. */
  cover: string | null;
  onCover: (url: string) => void;
  /** Whether the listing is set to be shown (unlisted or visible) when she saves. */
  publishing: boolean;
}

/** The listing picture written among `written` (the JPEG, not its small file or twins). */
function listingOf(written: readonly string[]): string | undefined {
  return written.find((url) => /\/listing[^/]*\.jpg(\?|$)/.test(url));
}

/**
 * The top of the editor: one drop zone for photos (the first one saves a new property as a
 * hidden draft), the cover the cards show, and every gallery to reorder, prune and pick the
 * cover from.
 */
export function PhotosPanel({ place, ensureSaved, galleryName, cover, onCover, publishing }: PhotosPanelProps) {
  const upload = useUploadImage();
  const [coverMissing, setCoverMissing] = useState(false);

  const store = async (file: File, onProgress: (fraction: number) => void) => {
    const saved = place ?? (await ensureSaved());
    const written = await upload.mutateAsync({ file, target: galleryTarget(saved, galleryName), onProgress });
    const listing = listingOf(written);
    if (listing) {
      setCoverMissing(false);
      onCover(listing);
    }
  };

  const shownCover = cover && !coverMissing ? cover : null;
  return (
    <section className={styles.panel} aria-labelledby="edit-photos">
      <h2 id="edit-photos" className={styles.title}>
        Photos
      </h2>
      <div className={styles.top}>
        <figure className={styles.cover}>
          <img
            src={shownCover ?? PHOTOS_COMING_SOON.src}
            alt={shownCover ? 'Cover photo' : PHOTOS_COMING_SOON.alt}
            width={240}
            height={160}
            onError={() => setCoverMissing(true)}
          />
          <figcaption>{shownCover ? 'Cover: the picture the listing cards show' : 'No cover yet: the first photo becomes it'}</figcaption>
        </figure>
        <PhotoDropZone title={`Photos for the gallery ${galleryName}`} multiple upload={store} />
      </div>
      {publishing && !shownCover && (
        <p className={styles.warning} role="alert">
          This listing has no main picture yet: once saved, visitors see “Photos coming soon” and the portal feed leaves
          it out until a photo is added.
        </p>
      )}
      {place && (
        <GalleryArranger
          propertyRef={place.ref}
          onCover={(written) => {
            const listing = listingOf(written);
            if (listing) {
              setCoverMissing(false);
              onCover(listing);
            }
          }}
        />
      )}
    </section>
  );
}
