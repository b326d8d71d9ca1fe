import { useId, useState, type KeyboardEvent } from 'react';
import { useSetPhotoCaption } from '../api/set-photo-caption';
import styles from './photos.module.css';

/** The server's limit (domain::photo_caption::MAX_CAPTION_CHARS). */
const MAX_CAPTION = 200;

interface CaptionFieldProps {
  propertyRef: string;
  /** The photo's large URL. */
  photo: string;
  /** The caption stored now ('' for none). */
  caption: string;
  /** The photo's name for screen readers ("Garden photo 2"). */
  name: string;
}

/**
 * A photo's caption, saved when she leaves the field or presses Enter; says "Saved" once
 * stored. Its list item is keyed by the photo's URL, so a photo moved to another number (a new
 * URL) gets a field of its own, started from the caption the gallery read lists.
 */
export function PhotoCaptionField({ propertyRef, photo, caption, name }: CaptionFieldProps) {
  const id = useId();
  const [text, setText] = useState(caption);
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  const save = useSetPhotoCaption();

  const commit = async () => {
    if (text.trim() === caption.trim()) return;
    try {
      const stored = await save.mutateAsync({ propertyRef, photo, caption: text });
      setText(stored);
      setStatus('saved');
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The caption could not be saved');
      setStatus('failed');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    }
  };

  return (
    <div className={styles.caption}>
      <label htmlFor={id}>
        Caption<span className={styles.visuallyHidden}> of {name}</span>
      </label>
      <input
        id={id}
        type="text"
        value={text}
        maxLength={MAX_CAPTION}
        placeholder="What the photo shows"
        onChange={(event) => {
          setText(event.target.value);
          setStatus('idle');
        }}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
        data-caption-of={photo}
      />
      <span role="status" className={styles.captionStatus}>
        {status === 'saved' ? 'Saved' : status === 'failed' ? message : ''}
      </span>
    </div>
  );
}
