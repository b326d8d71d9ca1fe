import { homeName, useEveryHome } from '@/features/property-data';
import { useViewingOf } from '../api/get-viewings';
import { useAddSlot, useConfirmViewing } from '../api/viewing-slots';
import { errorText } from './error-text';
import { SlotEditor } from './SlotEditor';
import { SlotRow } from './SlotRow';
import { tripDates } from './trip-dates';
import inbox from '../components/Inbox.module.css';
import styles from './ViewingDesk.module.css';

/**
 * A viewing lead's trip: its slots, each changeable and cancellable, new ones confirmed together.
 * Homes are named by their titles from the list of every home (the viewing API gives refs).
 */
export function ViewingDesk({ enquiryId }: { enquiryId: number }) {
  const { viewing, isPending } = useViewingOf(enquiryId);
  const homes = useEveryHome().data;
  const add = useAddSlot();
  const confirm = useConfirmViewing();
  if (isPending) return <p>Loading the viewing…</p>;
  if (!viewing) return null;
  const waiting = viewing.slots.filter((slot) => !slot.confirmed).length;
  return (
    <section aria-label="Viewing trip" data-testid="viewing-desk">
      <h3 className={inbox.detailHeading}>Viewing trip</h3>
      <div className={styles.trip}>
        <p>
          In Piedmont from {tripDates(viewing)} · preferred times: {viewing.half_days.join(', ')} · writes in{' '}
          {viewing.language === 'it' ? 'Italian' : 'English'}
        </p>
        <p>Homes asked for: {viewing.refs.map((ref) => homeName(ref, homes)).join(', ')}</p>
      </div>
      {viewing.slots.length === 0 ? (
        <p>No slots yet: add the first below.</p>
      ) : (
        <ul className={styles.slots} aria-label="Slots, soonest first">
          {viewing.slots.map((slot) => (
            <SlotRow key={slot.id} slot={slot} viewing={viewing} homes={homes} />
          ))}
        </ul>
      )}
      <SlotEditor viewing={viewing} homes={homes} label="Add slot" busy={add.isPending} onSave={(slot) => add.mutate({ viewing: viewing.id, slot })} />
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
