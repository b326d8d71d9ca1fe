import { defaultTextProps } from '@/lib/default-text';
import styles from './editor.module.css';

interface ListEditorProps {
  /** Names the list and each entry: 'Feature' → 'Feature 1', 'Add feature'. */
  itemLabel: string;
  title: string;
  items: string[];
  onChange: (items: string[]) => void;
  /** The field a refused save names (`data-field`). */
  field?: string;
  /** An entry a new property starts with: while it is left, it reads as a hint. */
  defaultText?: string;
}

/** Entries that can be edited, added and removed (features, description list). */
export function ListEditor({ itemLabel, title, items, onChange, field, defaultText }: ListEditorProps) {
  const set = (index: number, value: string) => onChange(items.map((item, i) => (i === index ? value : item)));
  return (
    <fieldset className={styles.group} data-field={field}>
      <legend>{title}</legend>
      <ul className={styles.rows}>
        {items.map((item, index) => (
          <li key={index} className={styles.row}>
            <input
              aria-label={`${itemLabel} ${index + 1}`}
              value={item}
              onChange={(event) => set(index, event.target.value)}
              {...defaultTextProps(item, defaultText)}
            />
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.secondary} onClick={() => onChange([...items, ''])}>
        Add {itemLabel.toLowerCase()}
      </button>
    </fieldset>
  );
}
