import styles from './editor.module.css';

interface ListEditorProps {
  /** Names the list and each entry: 'Feature' → 'Feature 1', 'Add feature'. */
  itemLabel: string;
  title: string;
  items: string[];
  onChange: (items: string[]) => void;
}

/** Entries that can be edited, added and removed (features, description list). */
export function ListEditor({ itemLabel, title, items, onChange }: ListEditorProps) {
  const set = (index: number, value: string) => onChange(items.map((item, i) => (i === index ? value : item)));
  return (
    <fieldset className={styles.group}>
      <legend>{title}</legend>
      <ul className={styles.rows}>
        {items.map((item, index) => (
          <li key={index} className={styles.row}>
            <input
              aria-label={`${itemLabel} ${index + 1}`}
              value={item}
              onChange={(event) => set(index, event.target.value)}
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
