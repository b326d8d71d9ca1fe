import { toast } from '@/components/toast';
import type { Gallery } from '@/features/property-data';
import { useDeleteImage } from '../api/delete-image';
import { galleryPhoto } from '../lib/image-targets';
import styles from './editor.module.css';

/** The photos already uploaded, each with a Delete button; the galleries are fetched again after a deletion. */
export function GalleryPhotos({ propertyRef, galleries }: { propertyRef: string; galleries: readonly Gallery[] }) {
  const deleteImage = useDeleteImage();
  const remove = async (url: string) => {
    if (await deleteImage.mutateAsync(galleryPhoto(propertyRef, url))) {
      toast.success('Image deleted');
    } else {
      toast.error("Could't delete image");
    }
  };
  if (galleries.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby="edit-galleries">
      <h2 id="edit-galleries" className={styles.groupTitle}>
        Galleries
      </h2>
      {galleries.map((gallery) => (
        <div key={gallery.name}>
          <h3>{gallery.name}</h3>
          <ul className={styles.thumbs}>
            {gallery.small_pictures.map((small, index) => (
              <li key={small}>
                <img src={small} alt={`${gallery.name} photo ${index + 1}`} width={160} height={107} loading="lazy" />
                <button type="button" className={styles.linkButton} onClick={() => void remove(gallery.pictures[index] ?? small)}>
                  Delete<span className={styles.visuallyHidden}> {gallery.name} photo {index + 1}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
