import { useId } from 'react';
import type { Notice } from '../lib/notice';
import type { OwnerReportLink } from '../types';
import styles from './OwnerPanel.module.css';

/** The link just mailed to the owner, to open or to copy into a message of her own. */
export function SentReportLink({ link, onNotice }: { link: OwnerReportLink; onNotice: (notice: Notice) => void }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      onNotice({ tone: 'done', text: 'Report link copied.' });
    } catch {
      onNotice({ tone: 'problem', text: 'The link could not be copied: select it and copy it by hand.' });
    }
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Report link</label>
      <input id={id} type="url" value={link.url} readOnly onFocus={(event) => event.currentTarget.select()} />
      <div className={styles.buttons}>
        <a className="button button-outline" href={link.url} target="_blank" rel="noopener noreferrer">
          Open the report<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <button type="button" className="button button-outline" onClick={() => void copy()}>
          Copy report link
        </button>
      </div>
    </div>
  );
}
