import type { Delivery } from '../api/get-enquiries';
import { romeTime } from './rome-time';
import styles from './Inbox.module.css';

/** What the delivery column says, in words the consultant can act on. */
export function deliveryText(delivery: Delivery): string {
  switch (delivery.state) {
    case 'mail_off':
      return 'Mail is off: read enquiries here';
    case 'waiting':
      return 'Waiting to be sent';
    case 'sending':
      return 'Sending';
    case 'will_retry':
      return delivery.retry_at ? `Will retry at ${romeTime(delivery.retry_at)} (Rome time)` : 'Will retry';
    case 'sent':
      return 'Sent';
    case 'failed':
      return delivery.failure ? `Failed: ${delivery.failure}` : 'Failed';
  }
}

/** Where an enquiry's mail to the consultant stands; a retry also says why the last try failed. */
export function DeliveryStatus({ delivery }: { delivery: Delivery }) {
  return (
    <span className={`${styles.status} ${styles[delivery.state] ?? ''}`}>
      {deliveryText(delivery)}
      {delivery.state === 'will_retry' && delivery.failure && (
        <span className={styles.error}>Last try: {delivery.failure}</span>
      )}
    </span>
  );
}
