import { useState, type DragEvent } from 'react';
import { toast } from '@/components/toast';
import { getPropertyGallery, usePropertyGallery, type Gallery } from '@/features/property-data';
import { useDeleteImage } from '../api/delete-image';
import { useReorderPhotos } from '../api/reorder-photos';
import { useSetCoverPhoto } from '../api/set-cover';
import { galleryPhoto } from '../lib/image-targets';
import { PhotoCaptionField } from './PhotoCaptionField';
import { coverPhotoOf, galleryFolderOf, moveItem } from '../lib/photo-order';
import styles from './photos.module.css';

interface ArrangerProps {
  propertyRef: string;
  /** Called with the listing files a new cover wrote. */
  onCover: (written: string[]) => void;
}

/**
 * Every gallery of the property, each photo movable, deletable and choosable as the cover.
 * The cover marked is the photo the server recorded the listing picture was made from
 * (`cover_index`), in whichever gallery: the first upload makes it from the first photo and
 * "Make cover" moves the chosen one to the front; this keeps it first when she moves another
 * photo to the front of its gallery or deletes it. No photo is marked when the listing
 * picture came from elsewhere.
 */
export function GalleryArranger({ propertyRef, onCover }: ArrangerProps) {
  const galleries = usePropertyGallery(propertyRef);
  if (!galleries.data || galleries.data.length === 0) return null;
  return (
    <div className={styles.galleries}>
      {galleries.data.map((gallery) => (
        <GalleryPhotoList key={gallery.name} propertyRef={propertyRef} gallery={gallery} onCover={onCover} />
      ))}
    </div>
  );
}

interface Photo {
  large: string;
  small: string;
  caption: string;
}

function photosOf(gallery: Gallery): Photo[] {
  return gallery.pictures.map((large, index) => ({
    large,
    small: gallery.small_pictures[index] ?? large,
    caption: gallery.captions[index] ?? '',
  }));
}

interface GalleryPhotoListProps extends Pick<ArrangerProps, 'propertyRef' | 'onCover'> {
  gallery: Gallery;
}

function GalleryPhotoList({ propertyRef, gallery, onCover }: GalleryPhotoListProps) {
  const served = photosOf(gallery);
  // Found by its address, so it stays marked while a new order is pending.
  const coverPhoto = coverPhotoOf(gallery);
  // The order she asked for, shown until the gallery is read again in it.
  const [pending, setPending] = useState<Photo[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const reorder = useReorderPhotos();
  const cover = useSetCoverPhoto();
  const deleteImage = useDeleteImage();
  const photos = pending ?? served;

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    const order = moveItem(photos, from, to);
    setPending(order);
    try {
      await reorder.mutateAsync({
        propertyRef,
        gallery: galleryFolderOf(order[0]?.large ?? ''),
        photos: order.map((photo) => photo.large),
      });
      toast.success('Photos reordered');
      // The cover was first and another photo is first now: the cover follows it. Renumbering
      // moved every address, so the first photo's is read again.
      if (coverPhoto !== undefined && photos[0]?.large === coverPhoto && order[0]?.large !== coverPhoto) {
        const fresh = (await getPropertyGallery(propertyRef, null)).find((g) => g.name === gallery.name);
        const first = fresh ? photosOf(fresh)[0] : undefined;
        if (first) await makeCover(first);
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The photos could not be reordered', 'Error');
    } finally {
      setPending(null);
    }
  };

  const makeCover = async (photo: Photo) => {
    try {
      onCover(await cover.mutateAsync(photo.large));
      toast.success('Cover changed');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The cover could not be changed', 'Error');
    }
  };

  const remove = async (photo: Photo) => {
    setConfirming(null);
    if (await deleteImage.mutateAsync(galleryPhoto(propertyRef, photo.large))) {
      toast.success('Image deleted');
      // The cover's photo is gone: the first one left becomes the cover.
      const next = photos.find((other) => other.large !== photo.large);
      if (photo.large === coverPhoto && next) await makeCover(next);
    } else {
      toast.error("Could't delete image");
    }
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) void move(dragged, index);
    setDragged(null);
  };

  const busy = reorder.isPending || cover.isPending;
  return (
    <div>
      <h3 className={styles.galleryName}>{gallery.name}</h3>
      <ol className={styles.photos} aria-label={`Photos of ${gallery.name}`}>
        {photos.map((photo, index) => {
          const name = `${gallery.name} photo ${index + 1}`;
          const isCover = photo.large === coverPhoto;
          return (
            <li
              key={photo.large}
              className={`${styles.photo} ${isCover ? styles.coverPhoto : ''} ${dragged === index ? styles.dragged : ''}`}
              draggable={!busy}
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => setDragged(null)}
              data-photo={photo.large}
            >
              <img src={photo.small} alt={isCover ? `${photo.caption || name}, the cover` : photo.caption || name} width={160} height={107} loading="lazy" draggable={false} />
              {isCover && (
                <span className={styles.coverBadge} aria-hidden="true">
                  Cover
                </span>
              )}
              <div className={styles.photoActions}>
                <button type="button" className={styles.small} onClick={() => void move(index, index - 1)} disabled={busy || index === 0}>
                  Move up<span className={styles.visuallyHidden}> {name}</span>
                </button>
                <button
                  type="button"
                  className={styles.small}
                  onClick={() => void move(index, index + 1)}
                  disabled={busy || index === photos.length - 1}
                >
                  Move down<span className={styles.visuallyHidden}> {name}</span>
                </button>
                {!isCover && (
                  <button type="button" className={styles.small} onClick={() => void makeCover(photo)} disabled={busy}>
                    Make cover<span className={styles.visuallyHidden}> {name}</span>
                  </button>
                )}
                {confirming === photo.large ? (
                  <span className={styles.confirm} role="group" aria-label={`Delete ${name}?`}>
                    <span>Delete this photo?</span>
                    <button type="button" className={styles.dangerSmall} onClick={() => void remove(photo)}>
                      Yes, delete<span className={styles.visuallyHidden}> {name}</span>
                    </button>
                    <button type="button" className={styles.small} onClick={() => setConfirming(null)}>
                      Keep it
                    </button>
                  </span>
                ) : (
                  <button type="button" className={styles.small} onClick={() => setConfirming(photo.large)}>
                    Delete<span className={styles.visuallyHidden}> {name}</span>
                  </button>
                )}
              </div>
              <PhotoCaptionField propertyRef={propertyRef} photo={photo.large} caption={photo.caption} name={name} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
