import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast';
import { deleteImage } from '../api/delete-image';
import { backgroundImage, type Property } from '@/features/property-data';
import { backgroundTarget } from '../lib/image-targets';
import { PhotoUploader } from './PhotoUploader';
import styles from './editor.module.css';

/** The background upload (the server also makes the listing and small pictures), with Remove. */
export function BackgroundField({ property }: { property: Property }) {
  const queryClient = useQueryClient();
  const target = backgroundTarget(property);
  const current = backgroundImage(property);
  // The server moves the pictures version with every change: the property, the list cards
  // and this preview then name the new pictures.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['properties'] });

  const remove = async () => {
    if (await deleteImage(target)) {
      toast.success('Image deleted');
      refresh();
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
      <PhotoUploader title="Background image upload" target={target} multiple={false} onUploaded={refresh} />
    </fieldset>
  );
}
