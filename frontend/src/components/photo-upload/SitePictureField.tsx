import { useState } from 'react';
import { uploadImage } from '@/lib/images/upload-picture';
import { PhotoDropZone } from './PhotoDropZone';
import { PictureNow } from './PictureNow';
import styles from './photo-upload.module.css';

interface SitePictureFieldProps {
  /** The field's name, e.g. "Town picture". */
  label: string;
  /** Where the upload goes: `towns/{path}`, `places/{place}`. */
  path: string;
  /** The picture's address as the API names it, whether or not one is stored yet. */
  current: string | null;
  /** What to say instead of the current picture's link while `current` is null. */
  noneYet?: string;
}

/**
 * A site picture (a town's, a place's) with its upload: a drop zone for one JPEG, then the
 * picture just stored. An article's banner, which may wait for the article's first save,
 * has its own field (features/articles/edit/BannerField).
 */
export function SitePictureField({ label, path, current, noneYet }: SitePictureFieldProps) {
  const [uploaded, setUploaded] = useState<string | null>(null);

  const upload = async (file: File, onProgress: (fraction: number) => void) => {
    const written = await uploadImage(file, path, onProgress);
    setUploaded(writtenJpeg(written));
  };

  return (
    <fieldset className={styles.uploader}>
      <legend>{label}</legend>
      <PictureNow label={label} uploaded={uploaded} current={current} noneYet={noneYet} />
      <PhotoDropZone title={`${label} upload`} multiple={false} upload={upload} />
    </fieldset>
  );
}

/** The JPEG among the files an upload wrote (its WebP twin is the other); null for none. */
export function writtenJpeg(written: string[]): string | null {
  return written.find((url) => /\.jpg(\?|$)/.test(url)) ?? null;
}
