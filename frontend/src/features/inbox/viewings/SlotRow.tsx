import { useState } from 'react';
import { homeName, type PropertySummary } from '@/features/property-data';
import type { Viewing, ViewingSlot } from '../api/get-viewings';
import { useChangeSlot, useDeleteSlot } from '../api/viewing-slots';
import { errorText } from './error-text';
import { OutcomeEditor } from './OutcomeEditor';
import { SlotEditor } from './SlotEditor';
import { slotState } from './slot-state';
import { slotTimes } from './slot-times';
import { outsideTripWarning } from './trip-dates';
import styles from './ViewingDesk.module.css';

/** One slot: the home by name, when in words, where, where it stands with the visitor; changeable, cancellable. */
export function SlotRow({ slot, viewing, homes }: { slot: ViewingSlot; viewing: Viewing; homes: readonly PropertySummary[] | undefined }) {
  const change = useChangeSlot();
  const remove = useDeleteSlot();
  const [editing, setEditing] = useState(false);
  const times = slotTimes(slot.starts_at);
  const warning = outsideTripWarning(slot.start, viewing);
  // When the row was first shown: the outcome form appears once the slot has started.
  const [shownAt] = useState(() => Date.now());
  const started = new Date(slot.starts_at).getTime() <= shownAt;
  return (
    <li data-testid="viewing-slot" className={styles.slot}>
      <p className={styles.home}>{homeName(slot.ref, homes)}</p>
      <p>
        <time dateTime={slot.starts_at}>{times.rome}</time>
        {times.local && <> (your time: {times.local})</>} · {slot.duration_minutes} min · {slot.meeting_point}
      </p>
      <p className={styles.state}>{slotState(slot)}</p>
      {warning && <p className={styles.warning}>{warning}</p>}
      <div className="button-row">
        <button type="button" className="button button-outline" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          Change
        </button>
        <button type="button" className="button button-outline" disabled={remove.isPending} onClick={() => remove.mutate(slot.id)}>
          Cancel slot
        </button>
      </div>
      {editing && (
        <SlotEditor
          viewing={viewing}
          homes={homes}
          initial={slot}
          label="Save slot"
          busy={change.isPending}
          onSave={(input) => change.mutate({ id: slot.id, slot: input }, { onSuccess: () => setEditing(false) })}
        />
      )}
      {(change.error ?? remove.error) && <p role="alert">{errorText(change.error ?? remove.error)}</p>}
      {started && <OutcomeEditor slot={slot} />}
    </li>
  );
}
