import { useId } from 'react';
import { ENERGY_CLASSES, ENVELOPE_QUALITIES, type PropertyDraft } from '../lib/property-draft';
import { TextField } from './TextField';
import styles from './editor.module.css';

type Energy = Pick<
  PropertyDraft,
  'energy_class' | 'energy_non_renewable_index' | 'energy_renewable_index' | 'envelope_quality_winter' | 'envelope_quality_summer'
>;

/** The envelope's quality in one season: not stated, or the APE's grade. */
function EnvelopeField({ label, value, onChange }: { label: string; value: string | null; onChange: (quality: string | null) => void }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}>
        <option value="">Not stated</option>
        {ENVELOPE_QUALITIES.map(([quality, name]) => (
          <option key={quality} value={quality}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

const toIndex = (value: string): number | null => (value.trim() === '' ? null : Math.max(0, Number(value) || 0));

/** An energy index: empty for none, never below zero. */
function IndexField({ label, value, onChange }: { label: string; value: number | null; onChange: (index: number | null) => void }) {
  return (
    <TextField label={label} type="number" min={0} step="any" value={value === null ? '' : String(value)} onChange={(text) => onChange(toIndex(text))} />
  );
}

/** Energy class (APE), its two indices in kWh/m² a year and the envelope's quality. */
export function EnergyFields({ draft, onChange }: { draft: Energy; onChange: (change: Partial<Energy>) => void }) {
  const classId = useId();
  return (
    <fieldset className={styles.group}>
      <legend>Energy performance</legend>
      <div className={styles.field}>
        <label htmlFor={classId}>Energy class</label>
        <select
          id={classId}
          value={draft.energy_class ?? ''}
          onChange={(e) => onChange({ energy_class: e.target.value === '' ? null : e.target.value })}
        >
          <option value="">Not stated</option>
          {ENERGY_CLASSES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <IndexField
        label="Non-renewable index (kWh/m² a year)"
        value={draft.energy_non_renewable_index}
        onChange={(index) => onChange({ energy_non_renewable_index: index })}
      />
      <IndexField
        label="Renewable index (kWh/m² a year)"
        value={draft.energy_renewable_index}
        onChange={(index) => onChange({ energy_renewable_index: index })}
      />
      <EnvelopeField
        label="Envelope quality, winter"
        value={draft.envelope_quality_winter}
        onChange={(quality) => onChange({ envelope_quality_winter: quality })}
      />
      <EnvelopeField
        label="Envelope quality, summer"
        value={draft.envelope_quality_summer}
        onChange={(quality) => onChange({ envelope_quality_summer: quality })}
      />
    </fieldset>
  );
}
