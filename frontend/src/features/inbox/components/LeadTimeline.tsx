import type { Delivery, LeadEvent } from '../api/get-enquiries';
import { deliveryText } from './DeliveryStatus';
import { romeTime } from './rome-time';
import { STAGE_LABELS } from './stage-labels';
import styles from './Inbox.module.css';

/** A reply's own mail to the visitor: with mail off it waits in the outbox, which staff must know. */
export function replyDeliveryText(delivery: Delivery): string {
  return delivery.state === 'mail_off' ? 'Pending: mail is off, the reply waits in the outbox' : deliveryText(delivery);
}

function what(event: LeadEvent) {
  switch (event.kind) {
    case 'stage_changed':
      return `Stage ${event.from ? STAGE_LABELS[event.from] : '?'} → ${event.to ? STAGE_LABELS[event.to] : '?'}`;
    case 'note':
      return 'Note';
    case 'reply':
      return 'Reply sent to the visitor';
  }
}

/** The lead's stage changes, notes and replies, oldest first, each with who and when. */
export function LeadTimeline({ events }: { events: LeadEvent[] }) {
  if (events.length === 0) return <p className={styles.muted}>No notes, replies or stage changes yet.</p>;
  return (
    <ol className={styles.timeline} aria-label="Timeline, oldest first">
      {events.map((event) => (
        <li key={event.id} className={styles.event}>
          <p className={styles.eventHead}>
            <strong>{what(event)}</strong> · <time dateTime={event.at}>{romeTime(event.at)}</time>
            {event.author && <> · {event.author}</>}
          </p>
          {event.text !== undefined && <p className={styles.message}>{event.text}</p>}
          {event.delivery && (
            <p className={`${styles.status} ${styles[event.delivery.state] ?? ''}`}>{replyDeliveryText(event.delivery)}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
