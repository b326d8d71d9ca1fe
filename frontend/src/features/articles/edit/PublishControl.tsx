import { useId } from 'react';
import styles from './ArticleEditor.module.css';

/** Draft or published (issue #26): a draft is seen only by staff until she publishes it. */
export function PublishControl({ published, onChange }: { published: boolean; onChange: (published: boolean) => void }) {
  const name = useId();
  return (
    <fieldset className={styles.publication} data-field="published">
      <legend>Publication</legend>
      <label>
        <input type="radio" name={name} checked={!published} onChange={() => onChange(false)} /> Draft: only staff see it
      </label>
      <label>
        <input type="radio" name={name} checked={published} onChange={() => onChange(true)} /> Published
      </label>
    </fieldset>
  );
}
