import { useId, useState, type FormEvent } from 'react';
import { useViewingOf, type ViewingSlot } from '../api/get-viewings';
import {
  useAddSlot,
  useChangeSlot,
  useConfirmViewing,
  useDeleteSlot,
  useRecordOutcome,
  type SlotInput,
} from '../api/viewing-slots';
import { slotTimes } from './slot-times';
import styles from '../components/Inbox.module.css';

function errorText(error: unknown): string | undefined {
  return error instanceof Error ? error.message : error ? String(error) : undefined;
}

/** The slot form: a home, a Rome start, a duration and a meeting point. */
function SlotEditor({ refs, initial, label, onSave, busy }: {
  refs: readonly string[];
  initial?: ViewingSlot;
  label: string;
  onSave: (slot: SlotInput) => void;
  busy: boolean;
}) {
  const id = useId();
  const [slot, setSlot] = useState<SlotInput>({
    ref: initial?.ref ?? refs[0] ?? '',
    start: initial?.start ?? '',
    duration_minutes: initial?.duration_minutes ?? 60,
    meeting_point: initial?.meeting_point ?? '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(slot);
  };
  return (
    <form onSubmit={submit} className={styles.fields} aria-label={label}>
      <label htmlFor={`${id}-ref`}>Property</label>
      <input id={`${id}-ref`} name="ref" value={slot.ref} list={`${id}-refs`} onChange={(e) => setSlot({ ...slot, ref: e.target.value })} />
      <datalist id={`${id}-refs`}>
        {refs.map((ref) => (
          <option key={ref} value={ref} />
        ))}
      </datalist>
      <label htmlFor={`${id}-start`}>Start (Europe/Rome)</label>
      <input id={`${id}-start`} name="start" type="datetime-local" value={slot.start} onChange={(e) => setSlot({ ...slot, start: e.target.value })} />
      <label htmlFor={`${id}-duration`}>Duration (minutes)</label>
      <input
        id={`${id}-duration`}
        name="duration_minutes"
        type="number"
        min={15}
        max={480}
        value={slot.duration_minutes}
        onChange={(e) => setSlot({ ...slot, duration_minutes: Number(e.target.value) })}
      />
      <label htmlFor={`${id}-meeting`}>Meeting point</label>
      <input id={`${id}-meeting`} name="meeting_point" value={slot.meeting_point} onChange={(e) => setSlot({ ...slot, meeting_point: e.target.value })} />
      <button type="submit" className="button button-primary" disabled={busy}>
        {label}
      </button>
    </form>
  );
}

function OutcomeEditor({ slot }: { slot: ViewingSlot }) {
  const record = useRecordOutcome();
  const id = useId();
  const [attended, setAttended] = useState(true);
  const [feedback, setFeedback] = useState('');
  const [interest, setInterest] = useState(3);
  if (slot.outcome) {
    return (
      <p>
        {slot.outcome.attended ? 'Attended' : 'No-show'} · interest {slot.outcome.interest}/5
        {slot.outcome.feedback && ` · ${slot.outcome.feedback}`}
      </p>
    );
  }
  return (
    <form
      aria-label="Record the outcome"
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate({ id: slot.id, attended, feedback, interest });
      }}
    >
      <label>
        <input type="checkbox" name="attended" checked={attended} onChange={(e) => setAttended(e.target.checked)} /> Attended
      </label>
      <label htmlFor={`${id}-interest`}>Interest (1–5)</label>
      <input id={`${id}-interest`} name="interest" type="number" min={1} max={5} value={interest} onChange={(e) => setInterest(Number(e.target.value))} />
      <label htmlFor={`${id}-feedback`}>Feedback</label>
      <textarea id={`${id}-feedback`} name="feedback" value={feedback} onChange={(e) => setFeedback(e.target.value)} />
      <button type="submit" className="button button-outline" disabled={record.isPending}>
        Record outcome
      </button>
      {record.error && <p role="alert">{errorText(record.error)}</p>}
    </form>
  );
}

function SlotRow({ slot, refs }: { slot: ViewingSlot; refs: readonly string[] }) {
  const change = useChangeSlot();
  const remove = useDeleteSlot();
  const [editing, setEditing] = useState(false);
  const times = slotTimes(slot.start, slot.starts_at);
  // When the row was first shown: the outcome form appears once the slot has started.
  const [shownAt] = useState(() => Date.now());
  const started = new Date(slot.starts_at).getTime() <= shownAt;
  return (
    <li data-testid="viewing-slot">
      <p>
        <strong>{slot.ref}</strong> · {times.rome}
        {times.local && <> · your time: {times.local}</>} · {slot.duration_minutes} min · {slot.meeting_point} ·{' '}
        {slot.confirmed ? `confirmed (sequence ${slot.sequence})` : 'not yet confirmed'}
      </p>
      <div className="button-row">
        <button type="button" className="button button-outline" onClick={() => setEditing(!editing)}>
          Change
        </button>
        <button type="button" className="button button-outline" disabled={remove.isPending} onClick={() => remove.mutate(slot.id)}>
          Cancel slot
        </button>
      </div>
      {editing && (
        <SlotEditor refs={refs} initial={slot} label="Save slot" busy={change.isPending} onSave={(input) => change.mutate({ id: slot.id, slot: input }, { onSuccess: () => setEditing(false) })} />
      )}
      {(change.error ?? remove.error) && <p role="alert">{errorText(change.error ?? remove.error)}</p>}
      {started && <OutcomeEditor slot={slot} />}
    </li>
  );
}

/** A viewing lead's trip: its slots, each changeable and cancellable, new ones confirmed together. */
export function ViewingDesk({ enquiryId }: { enquiryId: number }) {
  const { viewing, isPending } = useViewingOf(enquiryId);
  const add = useAddSlot();
  const confirm = useConfirmViewing();
  if (isPending) return <p>Loading the viewing…</p>;
  if (!viewing) return null;
  const waiting = viewing.slots.filter((slot) => !slot.confirmed).length;
  return (
    <section aria-label="Viewing trip" data-testid="viewing-desk">
      <h3 className={styles.detailHeading}>Viewing trip</h3>
      <p>
        {viewing.from} to {viewing.to} · {viewing.half_days.join(', ')} · homes {viewing.refs.join(', ')} · writes in{' '}
        {viewing.language === 'it' ? 'Italian' : 'English'}
      </p>
      <ul>
        {viewing.slots.map((slot) => (
          <SlotRow key={slot.id} slot={slot} refs={viewing.refs} />
        ))}
      </ul>
      <SlotEditor refs={viewing.refs} label="Add slot" busy={add.isPending} onSave={(slot) => add.mutate({ viewing: viewing.id, slot })} />
      {add.error && <p role="alert">{errorText(add.error)}</p>}
      {waiting > 0 && (
        <button type="button" className="button button-primary" disabled={confirm.isPending} onClick={() => confirm.mutate(viewing.id)}>
          Confirm {waiting} slot{waiting === 1 ? '' : 's'} to the visitor
        </button>
      )}
      {confirm.error && <p role="alert">{errorText(confirm.error)}</p>}
    </section>
  );
}
