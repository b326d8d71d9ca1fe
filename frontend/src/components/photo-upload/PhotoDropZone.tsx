import { useId, useRef, useState, type DragEvent } from 'react';
import { toast } from '@/components/toast';
import { isJpegFile } from '@/lib/images/upload-picture';
import styles from './photo-upload.module.css';

interface Upload {
  key: string;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'held' | 'failed';
  message?: string;
}

/** An upload kept for later (a new article's banner waits for its first save): why, in her words. */
export interface UploadHeld {
  held: string;
}

export interface PhotoDropZoneProps {
  title: string;
  multiple: boolean;
  /**
   * Stores one file, reporting 0…1 as it is sent; rejects with a message to show, or answers
   * that the file is held to be stored later, and why.
   */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<void | UploadHeld>;
}

/**
 * File picker and drop zone for JPEGs, one progress bar per file. Files go one after
 * another: the server numbers gallery photos after the highest one present, and a new
 * property's first photo saves its draft before the next one needs it.
 */
export function PhotoDropZone({ title, multiple, upload }: PhotoDropZoneProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const sequence = useRef(0);

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = (files: File[]) => {
    const chosen = multiple ? files : files.slice(0, 1);
    const refused = chosen.filter((file) => !isJpegFile(file));
    if (refused.length > 0) toast.error(`Only .jpg files can be uploaded: ${refused.map((f) => f.name).join(', ')}`, 'Error');
    const accepted = chosen.filter(isJpegFile);
    void accepted.reduce(async (previous, file) => {
      await previous;
      const key = `${(sequence.current += 1)}`;
      setUploads((current) => [...current, { key, name: file.name, progress: 0, state: 'uploading' }]);
      try {
        const outcome = await upload(file, (progress) => update(key, { progress }));
        update(key, outcome ? { state: 'held', progress: 0, message: outcome.held } : { state: 'done', progress: 1 });
      } catch (error) {
        update(key, { state: 'failed', message: error instanceof Error ? error.message : 'Upload failed' });
      }
    }, Promise.resolve());
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    start([...event.dataTransfer.files]);
  };

  return (
    <section className={styles.uploader} aria-label={title}>
      <div
        className={`${styles.dropZone} ${dragging ? styles.dragging : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{multiple ? 'Drop .jpg photos here, or' : 'Drop a .jpg here, or'}</p>
        <label htmlFor={inputId} className={styles.choose}>
          {multiple ? 'Choose photos' : 'Choose a photo'}
        </label>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept=".jpg,.jpeg,image/jpeg"
          multiple={multiple}
          onChange={(event) => {
            start([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {uploads.length > 0 && (
        <ul className={styles.uploads}>
          {uploads.map((item) => (
            <li key={item.key} data-state={item.state}>
              <span>{item.name}</span>
              {item.state !== 'held' && <progress max={1} value={item.progress} aria-label={`Uploading ${item.name}`} />}
              <span role={item.state === 'failed' ? 'alert' : item.state === 'held' ? 'status' : undefined}>
                {item.state === 'uploading' && `${Math.round(item.progress * 100)}%`}
                {item.state === 'done' && 'Uploaded'}
                {(item.state === 'failed' || item.state === 'held') && item.message}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
