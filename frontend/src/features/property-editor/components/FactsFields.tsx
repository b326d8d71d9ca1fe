import { useId } from 'react';
import { isPropertyKind, kindLabel, PROPERTY_KINDS } from '@/features/property-data';
import type { PropertyDraft } from '../lib/property-draft';
import { TextField } from './TextField';
import styles from './editor.module.css';

export type Facts = Pick<PropertyDraft, 'kind' | 'bedrooms' | 'bathrooms' | 'internal_area_m2' | 'land_area_m2'>;

/** '' is "not stated"; anything else is sent as typed, and the server says what is wrong. */
const toCount = (value: string): number | null => (value.trim() === '' ? null : Number(value));
const shown = (value: number | null) => (value === null ? '' : String(value));

interface CountFieldProps {
  label: string;
  /** The field a refused save names (`data-field`). */
  field: string;
  value: number | null;
  min?: number;
  max?: number;
  onChange: (value: number | null) => void;
}

function CountField({ label, field, value, min = 0, max, onChange }: CountFieldProps) {
  return (
    <TextField
      label={label}
      data-field={field}
      type="number"
      min={min}
      max={max}
      step={1}
      inputMode="numeric"
      value={shown(value)}
      onChange={(text) => onChange(toCount(text))}
    />
  );
}

/** Kind, rooms and areas: what the list filters on and what cards and JSON-LD show. */
export function FactsFields({ facts, onChange }: { facts: Facts; onChange: (change: Partial<Facts>) => void }) {
  const kindId = useId();
  const roomsOptional = facts.kind === 'land' || facts.kind === 'commercial' || facts.kind === null;
  return (
    <fieldset className={styles.group}>
      <legend>Facts</legend>
      <div className={styles.field}>
        <label htmlFor={kindId}>Kind</label>
        <select
          id={kindId}
          data-field="kind"
          value={facts.kind ?? ''}
          onChange={(e) => onChange({ kind: isPropertyKind(e.target.value) ? e.target.value : null })}
        >
          <option value="">Not stated</option>
          {PROPERTY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(kind)}
            </option>
          ))}
        </select>
      </div>
      <CountField
        label={roomsOptional ? 'Bedrooms (optional)' : 'Bedrooms'}
        field="bedrooms"
        value={facts.bedrooms}
        max={50}
        onChange={(bedrooms) => onChange({ bedrooms })}
      />
      <CountField
        label={roomsOptional ? 'Bathrooms (optional)' : 'Bathrooms'}
        field="bathrooms"
        value={facts.bathrooms}
        max={50}
        onChange={(bathrooms) => onChange({ bathrooms })}
      />
      <CountField
        label="Internal area (m², optional)"
        field="internal_area_m2"
        value={facts.internal_area_m2}
        min={1}
        onChange={(internal_area_m2) => onChange({ internal_area_m2 })}
      />
      <CountField
        label="Land area (m², optional)"
        field="land_area_m2"
        value={facts.land_area_m2}
        min={1}
        onChange={(land_area_m2) => onChange({ land_area_m2 })}
      />
    </fieldset>
  );
}
