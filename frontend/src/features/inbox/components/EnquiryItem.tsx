import type { Enquiry } from '../api/get-enquiries';
import { deliveryText } from './DeliveryStatus';
import { EnquiryDetail } from './EnquiryDetail';
import { kindLabel } from './kind-labels';
import { ageText, firstReplyText } from './lead-times';
import { romeTime } from './rome-time';
import { STAGE_LABELS } from './stage-labels';
import styles from './Inbox.module.css';

export interface EnquiryItemProps {
  enquiry: Enquiry;
  open: boolean;
  onToggle: () => void;
  onMarkUnread: () => void;
  busy: boolean;
}

function who(enquiry: Enquiry) {
  return enquiry.name ?? enquiry.email ?? 'No name given';
}

/**
 * One enquiry: a summary line whose button opens it (a disclosure: Enter or Space, and the
 * state is announced), then everything it holds. A list item, not a table row, so a phone
 * shows it as a card.
 */
export function EnquiryItem({ enquiry, open, onToggle, onMarkUnread, busy }: EnquiryItemProps) {
  const detailId = `enquiry-${enquiry.id}-detail`;
  const preview = enquiry.message ?? enquiry.subject;
  return (
    <li className={enquiry.read ? styles.item : `${styles.item} ${styles.unread}`}>
      <h2 className={styles.itemHeading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={detailId} onClick={onToggle}>
          <span className={styles.who}>
            {who(enquiry)}
            {!enquiry.read && <span className={styles.badge}>Unread</span>}
          </span>
          <span className={styles.preview}>{preview}</span>
        </button>
      </h2>
      <p className={styles.meta}>
        <time dateTime={enquiry.received_at}>{romeTime(enquiry.received_at)}</time>
        <span>{kindLabel(enquiry.kind)}</span>
        {enquiry.ref !== undefined && <span>Ref {enquiry.ref}</span>}
        {enquiry.source && <span>Source: {enquiry.source.label}</span>}
        <span className={`${styles.status} ${styles[enquiry.delivery.state] ?? ''}`}>{deliveryText(enquiry.delivery)}</span>
        <span className={styles.stage}>{STAGE_LABELS[enquiry.stage]}</span>
        <span>{ageText(enquiry.received_at, new Date())} old</span>
        <span>{firstReplyText(enquiry.received_at, enquiry.first_replied_at)}</span>
        {enquiry.notes_count > 0 && <span>{enquiry.notes_count === 1 ? '1 note' : `${enquiry.notes_count} notes`}</span>}
        {enquiry.follow_up_on && <span>Follow up on {enquiry.follow_up_on}</span>}
      </p>
      <div id={detailId} hidden={!open}>
        {open && <EnquiryDetail enquiry={enquiry} onMarkUnread={onMarkUnread} busy={busy} />}
      </div>
    </li>
  );
}
