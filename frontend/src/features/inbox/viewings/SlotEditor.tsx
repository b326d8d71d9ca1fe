import { useId, useState, type FormEvent } from 'react';
import { formStyles, TextField } from '@/components/form';
import { homeName, type PropertySummary } from '@/features/property-data';
import type { Viewing, ViewingSlot } from '../api/get-viewings';
import type { SlotInput } from '../api/viewing-slots';
import { outsideTripWarning } from './trip-dates';
import styles from './ViewingDesk.module.css';

interface SlotEditorProps {
  viewing: Pick<Viewing, 'from' | 'to' | 'refs'>;
  /** Every home she keeps, to name the ref typed and offer the others. */
  homes: readonly PropertySummary[] | undefined;
  initial?: ViewingSlot;
  label: string;
  onSave: (slot: SlotInput) => void;
  busy: boolean;
}

/** The homes offered under the ref: the visitor's first, then every other she keeps. */
function offeredRefs(visitorRefs: readonly string[], homes: readonly PropertySummary[] | undefined): string[] {
  return [...new Set([...visitorRefs, ...(homes ?? []).map((home) => home.ref)])];
}

/**
 * The slot form: a home, a Rome start, a duration and a meeting point. A day outside the
 * visitor's dates is said under the start as she types it, and may still be saved.
 */
export function SlotEditor({ viewing, homes, initial, label, onSave, busy }: SlotEditorProps) {
  const id = useId();
  const [slot, setSlot] = useState<SlotInput>({
    ref: initial?.ref ?? viewing.refs[0] ?? '',
    start: initial?.start ?? '',
    duration_minutes: initial?.duration_minutes ?? 60,
    meeting_point: initial?.meeting_point ?? '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(slot);
  };
  const chosen = homes?.find((home) => home.ref === slot.ref.trim());
  const warning = outsideTripWarning(slot.start, viewing);
  const warningId = `${id}-outside`;
  const nameId = `${id}-home`;
  return (
    <form onSubmit={submit} className={`${formStyles.form} ${styles.form}`} aria-label={label}>
      <div className={formStyles.field}>
        <TextField
          label="Property"
          name="ref"
          inputMode="numeric"
          autoComplete="off"
          value={slot.ref}
          list={`${id}-refs`}
          aria-describedby={chosen ? nameId : undefined}
          onChange={(e) => setSlot({ ...slot, ref: e.target.value })}
        />
        {/* The home the typed ref names, under the field so it does not move as she types:
            a slip of a digit shows before the visitor is mailed. */}
        {chosen && (
          <p id={nameId} className={formStyles.hint}>
            {homeName(chosen.ref, homes)}
          </p>
        )}
      </div>
      <datalist id={`${id}-refs`}>
        {offeredRefs(viewing.refs, homes).map((ref) => (
          <option key={ref} value={ref} label={homeName(ref, homes)} />
        ))}
      </datalist>
      <div className={formStyles.row}>
        <div className={formStyles.field}>
          <TextField
            label="Start (Europe/Rome)"
            name="start"
            type="datetime-local"
            value={slot.start}
            aria-describedby={warning ? warningId : undefined}
            onChange={(e) => setSlot({ ...slot, start: e.target.value })}
          />
          {warning && (
            <p id={warningId} className={styles.warning}>
              {warning}
            </p>
          )}
        </div>
        <TextField
          label="Duration (minutes)"
          name="duration_minutes"
          type="number"
          min={15}
          max={480}
          value={slot.duration_minutes}
          onChange={(e) => setSlot({ ...slot, duration_minutes: Number(e.target.value) })}
        />
      </div>
      <TextField label="Meeting point" name="meeting_point" value={slot.meeting_point} onChange={(e) => setSlot({ ...slot, meeting_point: e.target.value })} />
      <button type="submit" className="button button-primary" disabled={busy}>
        {label}
      </button>
    </form>
  );
}
