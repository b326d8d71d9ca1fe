import { useState } from 'react';
import { uploadImage } from '@/lib/images/upload-picture';
import { PhotoDropZone } from './PhotoDropZone';
import styles from './photo-upload.module.css';

interface SitePictureFieldProps {
  /** The field's name, e.g. "Town picture" or "Banner". */
  label: string;
  /**
   * Where the upload goes: `towns/{path}`, `articles/{id}/banner`, `places/{place}`; or, for
   * an item not stored yet, a function that stores it (a draft) and answers where.
   */
  path: string | (() => Promise<string>);
  /** The picture's address as the API names it, whether or not one is stored yet; null for an
   * item not stored yet, which has none. */
  current: string | null;
  /** What to say instead of the current picture's link while `current` is null. */
  noneYet?: string;
}

/**
 * A site picture (a town's, an article's banner, a place's) with its upload: a drop zone for
 * one JPEG, then the picture just stored. The current picture is a link rather than an image
 * drawn here: the API does not say whether one is stored, and a missing one would show broken.
 */
export function SitePictureField({ label, path, current, noneYet }: SitePictureFieldProps) {
  const [uploaded, setUploaded] = useState<string | null>(null);

  const upload = async (file: File, onProgress: (fraction: number) => void) => {
    const target = typeof path === 'string' ? path : await path();
    const written = await uploadImage(file, target, onProgress);
    setUploaded(written.find((url) => /\.jpg(\?|$)/.test(url)) ?? null);
  };

  return (
    <fieldset className={styles.uploader}>
      <legend>{label}</legend>
      {uploaded ? (
        <img className={styles.preview} src={uploaded} alt={`New ${label.toLowerCase()}`} width={360} height={240} />
      ) : current === null ? (
        <p>{noneYet ?? `No ${label.toLowerCase()} yet.`}</p>
      ) : (
        <p>
          <a href={current} target="_blank" rel="noreferrer">
            See the current {label.toLowerCase()}
          </a>{' '}
          (opens in a new tab; there is none until one is uploaded)
        </p>
      )}
      <PhotoDropZone title={`${label} upload`} multiple={false} upload={upload} />
    </fieldset>
  );
}
