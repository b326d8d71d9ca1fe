import { useId, useRef, useState, type DragEvent } from 'react';
import { toast } from '@/components/toast';
import { isJpegFile, useUploadImage } from '../api/upload-image';
import type { ImageTarget } from '../lib/image-targets';
import styles from './editor.module.css';

interface Upload {
  key: string;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  message?: string;
}

interface PhotoUploaderProps {
  title: string;
  /** Where the files go; the reads showing its pictures are fetched again after each one. */
  target: ImageTarget;
  multiple: boolean;
}

/** File picker and drop zone for JPEGs, one progress bar per file. */
export function PhotoUploader({ title, target, multiple }: PhotoUploaderProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const sequence = useRef(0);
  const upload = useUploadImage();

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = (files: File[]) => {
    const chosen = multiple ? files : files.slice(0, 1);
    const refused = chosen.filter((file) => !isJpegFile(file));
    if (refused.length > 0) toast.error(`Only .jpg files can be uploaded: ${refused.map((f) => f.name).join(', ')}`, 'Error');
    const accepted = chosen.filter(isJpegFile);
    // One after another: the server numbers gallery photos after the highest one present.
    void accepted.reduce(async (previous, file) => {
      await previous;
      const key = `${(sequence.current += 1)}`;
      setUploads((current) => [...current, { key, name: file.name, progress: 0, state: 'uploading' }]);
      try {
        await upload.mutateAsync({ file, target, onProgress: (progress) => update(key, { progress }) });
        update(key, { state: 'done', progress: 1 });
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
        <label htmlFor={inputId} className={styles.secondary}>
          {multiple ? 'Choose photos' : 'Choose a photo'}
        </label>
        <input
          ref={input}
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
          {uploads.map((upload) => (
            <li key={upload.key}>
              <span>{upload.name}</span>
              <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
              <span role={upload.state === 'failed' ? 'alert' : undefined}>
                {upload.state === 'uploading' && `${Math.round(upload.progress * 100)}%`}
                {upload.state === 'done' && 'Uploaded'}
                {upload.state === 'failed' && upload.message}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
