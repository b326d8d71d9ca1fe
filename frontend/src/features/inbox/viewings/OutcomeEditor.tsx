import { useState } from 'react';
import { formStyles, TextAreaField, TextField } from '@/components/form';
import type { ViewingSlot } from '../api/get-viewings';
import { useRecordOutcome } from '../api/viewing-slots';
import { errorText } from './error-text';
import styles from './ViewingDesk.module.css';

/** How the viewing went, once it has started: recorded once, then shown in a line. */
export function OutcomeEditor({ slot }: { slot: ViewingSlot }) {
  const record = useRecordOutcome();
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
      className={`${formStyles.form} ${styles.form}`}
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate({ id: slot.id, attended, feedback, interest });
      }}
    >
      <label className={styles.check}>
        <input type="checkbox" name="attended" checked={attended} onChange={(e) => setAttended(e.target.checked)} /> Attended
      </label>
      <TextField label="Interest (1–5)" name="interest" type="number" min={1} max={5} value={interest} onChange={(e) => setInterest(Number(e.target.value))} />
      <TextAreaField label="Feedback" name="feedback" rows={3} value={feedback} onChange={(e) => setFeedback(e.target.value)} />
      <button type="submit" className="button button-outline" disabled={record.isPending}>
        Record outcome
      </button>
      {record.error && <p role="alert">{errorText(record.error)}</p>}
    </form>
  );
}
