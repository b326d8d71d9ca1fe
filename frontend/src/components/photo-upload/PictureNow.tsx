import styles from './photo-upload.module.css';

interface PictureNowProps {
  label: string;
  /** The picture just uploaded here, when there is one. */
  uploaded: string | null;
  /** The picture's address as the API names it; null for an item not stored yet. */
  current: string | null;
  noneYet?: string;
}

/**
 * A site picture as it stands: the one just uploaded, drawn; else a link to the current one.
 * The current picture is a link rather than an image drawn here: the API does not say whether
 * one is stored, and a missing one would show broken.
 */
export function PictureNow({ label, uploaded, current, noneYet }: PictureNowProps) {
  const name = label.toLowerCase();
  if (uploaded) return <img className={styles.preview} src={uploaded} alt={`New ${name}`} width={360} height={240} />;
  if (current === null) return <p>{noneYet ?? `No ${name} yet.`}</p>;
  return (
    <p>
      <a href={current} target="_blank" rel="noreferrer">
        See the current {name}
      </a>{' '}
      (opens in a new tab; there is none until one is uploaded)
    </p>
  );
}
