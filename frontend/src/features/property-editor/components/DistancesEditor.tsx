import { ItalianLabelInput } from './ItalianLabelInput';
import { DEFAULT_DISTANCES, type DistanceInput } from '../lib/property-draft';
import styles from './editor.module.css';

/** Travel times: minutes, label (and its Italian, issue #30) and the landmark's picture key. */
export function DistancesEditor({ distances, onChange }: { distances: DistanceInput[]; onChange: (distances: DistanceInput[]) => void }) {
  const set = (index: number, change: Partial<DistanceInput>) =>
    onChange(distances.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));
  return (
    <fieldset className={styles.group} data-field="distances">
      <legend>Distances</legend>
      {areDefaultDistances(distances) && (
        <p className={styles.defaultHint}>Default travel times: change them to this property&apos;s own before publishing.</p>
      )}
      <ul className={styles.rows}>
        {distances.map((entry, index) => (
          <li key={index} className={styles.row}>
            <input
              aria-label={`Distance ${index + 1} minutes`}
              type="number"
              min={0}
              step={1}
              value={entry.distance ?? 0}
              onChange={(e) => set(index, { distance: Math.max(0, Math.round(Number(e.target.value) || 0)) })}
            />
            <input aria-label={`Distance ${index + 1} description`} value={entry.descrip} onChange={(e) => set(index, { descrip: e.target.value })} />
            <ItalianLabelInput
              label={`Distance ${index + 1} Italian description`}
              english={entry.descrip}
              value={entry.descrip_it}
              onChange={(descrip_it) => set(index, { descrip_it })}
            />
            <input aria-label={`Distance ${index + 1} place`} value={entry.place} onChange={(e) => set(index, { place: e.target.value })} />
            <button type="button" className={styles.linkButton} onClick={() => onChange(distances.filter((_, i) => i !== index))} aria-label={`Remove distance ${index + 1}`}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.secondary} onClick={() => onChange([...distances, { distance: 0, descrip: '', place: '' }])}>
        Add distance
      </button>
    </fieldset>
  );
}

/** The four travel times a new property starts with, unchanged (the server's rule too). */
function areDefaultDistances(distances: DistanceInput[]): boolean {
  return (
    distances.length === DEFAULT_DISTANCES.length &&
    distances.every((entry, i) => {
      const start = DEFAULT_DISTANCES[i];
      return start !== undefined && entry.distance === start.distance && entry.descrip === start.descrip && entry.place === start.place;
    })
  );
}
