import { ItalianLabelInput } from './ItalianLabelInput';
import type { CounterBlockInput } from '../lib/property-draft';
import styles from './editor.module.css';

/** The headline figures ('5' / 'Bedrooms', and the label in Italian, issue #30): edit, add, remove. */
export function CounterBlocksEditor({ blocks, onChange }: { blocks: CounterBlockInput[]; onChange: (blocks: CounterBlockInput[]) => void }) {
  const set = (index: number, change: Partial<CounterBlockInput>) =>
    onChange(blocks.map((block, i) => (i === index ? { ...block, ...change } : block)));
  return (
    <fieldset className={styles.group}>
      <legend>Counter blocks</legend>
      <ul className={styles.rows}>
        {blocks.map((block, index) => (
          <li key={index} className={styles.row}>
            <input aria-label={`Counter ${index + 1} value`} value={block.value} onChange={(e) => set(index, { value: e.target.value })} />
            <input aria-label={`Counter ${index + 1} label`} value={block.label} onChange={(e) => set(index, { label: e.target.value })} />
            <ItalianLabelInput
              label={`Counter ${index + 1} Italian label`}
              english={block.label}
              value={block.label_it}
              onChange={(label_it) => set(index, { label_it })}
            />
            <button type="button" className={styles.linkButton} onClick={() => onChange(blocks.filter((_, i) => i !== index))} aria-label={`Remove counter ${index + 1}`}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.secondary} onClick={() => onChange([...blocks, { value: '', label: '' }])}>
        Add counter
      </button>
    </fieldset>
  );
}
