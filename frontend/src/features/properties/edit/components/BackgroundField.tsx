import { useState } from 'react';
import { toast } from '@/components/toast';
import { deleteImage } from '@/lib/images/delete-image';
import type { Property } from '../../types';
import { backgroundTarget } from '../lib/image-targets';
import { PhotoUploader } from './PhotoUploader';
import styles from './editor.module.css';

/** The background upload (the server also makes the listing and small pictures), with Remove. */
export function BackgroundField({ property }: { property: Property }) {
  const [version, setVersion] = useState(0);
  const target = backgroundTarget(property);

  const remove = async () => {
    if (await deleteImage(target)) {
      toast.success('Image deleted');
      setVersion((v) => v + 1);
    } else {
      toast.error("Could't delete image");
    }
  };

  return (
    <fieldset className={styles.group}>
      <legend>Background image</legend>
      <img
        className={styles.backgroundPreview}
        src={`${property.background_image}${version ? `?v=${version}` : ''}`}
        alt="Current background"
        width={360}
        height={240}
      />
      <button type="button" className={styles.linkButton} onClick={() => void remove()}>
        Remove
      </button>
      <PhotoUploader title="Background image upload" target={target} multiple={false} onUploaded={() => setVersion((v) => v + 1)} />
    </fieldset>
  );
}
