import { useId } from 'react';
import styles from './ArticleEditor.module.css';

interface PublishControlProps {
  published: boolean;
  onChange: (published: boolean) => void;
  /** Known to have no banner (and none waiting): said beside Published (issue 43). */
  bannerMissing: boolean;
}

/** Draft or published (issue #26): a draft is seen only by staff until she publishes it. */
export function PublishControl({ published, onChange, bannerMissing }: PublishControlProps) {
  const name = useId();
  const warningId = useId();
  return (
    <fieldset className={styles.publication} data-field="published">
      <legend>Publication</legend>
      <label>
        <input type="radio" name={name} checked={!published} onChange={() => onChange(false)} /> Draft: only staff see it
      </label>
      <label>
        <input type="radio" name={name} checked={published} onChange={() => onChange(true)} aria-describedby={bannerMissing ? warningId : undefined} />{' '}
        Published
      </label>
      {bannerMissing && (
        <p id={warningId} className={styles.warning}>
          No banner yet: published like this, the article shows a &ldquo;Photos coming soon&rdquo; picture at the top. Choose one under
          Banner below.
        </p>
      )}
    </fieldset>
  );
}
