import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { cleanGalleryName } from '../lib/image-targets';
import styles from './editor.module.css';

/** SPEC §2 gallery chooser (400 × 250): Upload closes with the name, Cancel with nothing. */
export function GalleryChooser({ onClose }: { onClose: (name: string | null) => void }) {
  const [name, setName] = useState('New Gallery');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = cleanGalleryName(name);
    onClose(clean === '' ? null : clean);
  };
  return (
    <Dialog title="Add photos to a gallery" onClose={() => onClose(null)} className={styles.chooser}>
      <form onSubmit={submit} className={styles.dialogForm}>
        <div className={styles.field}>
          <label htmlFor={id}>Gallery name</label>
          <input id={id} value={name} onChange={(e) => setName(e.target.value)} maxLength={60} />
        </div>
        <div className={styles.dialogButtons}>
          <button type="submit" className={styles.primary}>
            Upload
          </button>
          <button type="button" className={styles.secondary} onClick={() => onClose(null)}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
