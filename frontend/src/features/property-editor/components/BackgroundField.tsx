import { toast } from '@/components/toast';
import { useDeleteImage } from '../api/delete-image';
import { backgroundImage, type Property } from '@/features/property-data';
import { backgroundTarget } from '../lib/image-targets';
import { PhotoUploader } from './PhotoUploader';
import styles from './editor.module.css';

/** The background upload (the server also makes the listing and small pictures), with Remove. */
export function BackgroundField({ property }: { property: Property }) {
  const target = backgroundTarget(property);
  const current = backgroundImage(property);
  // After an upload or a removal the property, the list cards and this preview are fetched
  // again and name the new pictures (useUploadImage, useDeleteImage).
  const deleteImage = useDeleteImage();

  const remove = async () => {
    if (await deleteImage.mutateAsync(target)) {
      toast.success('Image deleted');
    } else {
      toast.error("Could't delete image");
    }
  };

  return (
    <fieldset className={styles.group}>
      <legend>Background image</legend>
      {/* Without a background there is nothing to preview or remove; after an upload the
          refetched property names the new picture and both appear. */}
      {current && (
        <>
          <img className={styles.backgroundPreview} src={current.src} alt="Current background" width={360} height={240} />
          <button type="button" className={styles.linkButton} onClick={() => void remove()}>
            Remove
          </button>
        </>
      )}
      <PhotoUploader title="Background image upload" target={target} multiple={false} />
    </fieldset>
  );
}
