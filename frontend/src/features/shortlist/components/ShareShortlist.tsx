import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { absoluteUrl } from '@/components/usePageMeta';
import { shortlistStore } from '../lib/shortlist-store';
import { shareLink } from '../lib/shortlist-refs';
import type { ShortlistContent } from '../shortlist-page-text';
import styles from './Shortlist.module.css';

interface ShareProps {
  refs: readonly string[];
  content: ShortlistContent;
}

/** The share link of the visitor's own shortlist: the references in the address, nothing stored. */
export function ShareShortlist({ refs, content }: ShareProps) {
  const id = useId();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const link = shareLink(absoluteUrl('/').replace(/\/$/, ''), content.path, refs);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className={styles.block}>
      <h2 id={`${id}-title`}>{content.shareHeading}</h2>
      <p>{content.shareLead}</p>
      <div className={styles.shareRow}>
        <label htmlFor={`${id}-link`} className="visually-hidden">
          {content.shareLabel}
        </label>
        <input id={`${id}-link`} className={styles.shareLink} readOnly value={link} onFocus={(event) => event.target.select()} />
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          {content.copy}
        </button>
      </div>
      <p aria-live="polite" className={styles.shareOutcome}>
        {outcome === 'copied' ? content.copied : outcome === 'failed' ? content.copyFailed : ''}
      </p>
    </section>
  );
}

/** A shared shortlist, offered to the visitor's own (up to its limit). */
export function SaveShared({ refs, content }: ShareProps) {
  const id = useId();
  const [left, setLeft] = useState<number | null>(null);
  return (
    <section aria-labelledby={`${id}-title`} className={styles.block}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {content.save}
      </h2>
      <div className={styles.shareRow}>
        <button type="button" className="button button-primary" onClick={() => setLeft(shortlistStore.addAll(refs).length)}>
          {content.save}
        </button>
        <Link to={content.path}>{content.ownShortlist}</Link>
      </div>
      <p aria-live="polite" className={styles.shareOutcome}>
        {left === null ? '' : left === 0 ? content.saved : content.savedSome(left)}
      </p>
    </section>
  );
}
