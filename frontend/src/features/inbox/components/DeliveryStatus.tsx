import type { Enquiry } from '../api/get-enquiries';
import styles from './Inbox.module.css';

const LABELS: Record<string, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

function attemptsText(attempts: number) {
  return attempts === 1 ? '1 attempt' : `${attempts} attempts`;
}

/** Where the outbox is with one enquiry: its state, tries so far and the last failure. */
export function DeliveryStatus({ enquiry }: { enquiry: Enquiry }) {
  const label = LABELS[enquiry.status] ?? enquiry.status;
  return (
    <>
      <span className={`${styles.status} ${styles[enquiry.status] ?? ''}`}>{label}</span>
      {enquiry.attempts > 0 && <span className={styles.detail}>{attemptsText(enquiry.attempts)}</span>}
      {enquiry.last_error && <span className={styles.error}>{enquiry.last_error}</span>}
    </>
  );
}
