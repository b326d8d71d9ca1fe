import { useState } from 'react';
import { toast } from '@/components/toast';
import { useRotateShareKey } from '../api/rotate-share-key';
import styles from './editor.module.css';

interface ShareLinkFieldProps {
  propertyRef: string;
  /** The unlisted listing's share link, as the API gives it to staff. */
  shareUrl: string;
}

/**
 * An unlisted listing is shared by link only: staff copy the link here, or replace it with a
 * new one when it went further than meant (the old one then shows "not found").
 */
export function ShareLinkField({ propertyRef, shareUrl }: ShareLinkFieldProps) {
  const [url, setUrl] = useState(shareUrl);
  const rotation = useRotateShareKey(propertyRef);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('The link could not be copied: select it and copy it by hand', 'Error');
    }
  };

  const rotate = async () => {
    const outcome = await rotation.mutateAsync();
    if (!outcome.ok) {
      toast.error(outcome.message, 'Error');
      return;
    }
    setUrl(outcome.shareUrl);
    toast.success('New link made: the old one no longer opens the property');
  };

  return (
    <section className={styles.group} aria-labelledby="edit-share-link">
      <h2 id="edit-share-link" className={styles.groupTitle}>
        Share link
      </h2>
      <div className={styles.field}>
        <label htmlFor="share-link">Only people with this link see the property</label>
        <input id="share-link" type="url" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
      </div>
      <button type="button" onClick={() => void copy()}>
        Copy link
      </button>{' '}
      <button type="button" onClick={() => void rotate()} disabled={rotation.isPending}>
        New link
      </button>
    </section>
  );
}
