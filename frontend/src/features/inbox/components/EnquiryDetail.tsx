import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { mailtoHref } from '@/lib/mailto';
import type { Enquiry } from '../api/get-enquiries';
import { DeliveryStatus } from './DeliveryStatus';
import { ViewingDesk } from '../viewings/ViewingDesk';
import { LeadDesk } from './LeadDesk';
import styles from './Inbox.module.css';

/** The fields after the message, which is shown first and not repeated. */
function otherFields(enquiry: Enquiry) {
  const messageAt = enquiry.message === undefined ? -1 : enquiry.fields.findIndex((field) => field.value === enquiry.message);
  return enquiry.fields.filter((_, index) => index !== messageAt);
}

/** The homes an enquiry names: one, or several from the shortlist's "one enquiry for all" ('101, 102, 230'). */
export function enquiryRefs(ref: string): string[] {
  return ref
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Each home the enquiry names, linked to its page; the first with its title when it is still stored. */
function PropertyLine({ enquiry }: { enquiry: Enquiry }) {
  const refs = enquiryRefs(enquiry.ref ?? '');
  if (refs.length > 1) {
    return (
      <ul className={styles.enquiryHomes}>
        {refs.map((ref) => (
          <li key={ref}>
            <Link to={paths.propertyDetail(ref)}>
              {ref}
              {enquiry.property?.ref === ref && ` · ${enquiry.property.title}`}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  if (enquiry.property) {
    return (
      <Link to={paths.propertyDetail(enquiry.property.ref)}>
        {enquiry.property.ref} · {enquiry.property.title}
      </Link>
    );
  }
  return <>{enquiry.ref} (no property has this reference now)</>;
}

/** The label, then what it was drawn from: the campaign and the referring page's host. */
function SourceLine({ source }: { source: NonNullable<Enquiry['source']> }) {
  const details = [
    source.utm_campaign && `campaign ${source.utm_campaign}`,
    source.referrer_host && source.utm_source && `from ${source.referrer_host}`,
  ].filter(Boolean);
  return (
    <>
      {source.label}
      {details.length > 0 && ` (${details.join(', ')})`}
    </>
  );
}

/** Everything the visitor sent, the message first, then the property and the delivery. */
export function EnquiryDetail({ enquiry, onMarkUnread, busy }: { enquiry: Enquiry; onMarkUnread: () => void; busy: boolean }) {
  return (
    <div className={styles.detailPanel}>
      {enquiry.message !== undefined && (
        <>
          <h3 className={styles.detailHeading}>Message</h3>
          <p className={styles.message}>{enquiry.message}</p>
        </>
      )}
      <dl className={styles.fields}>
        {otherFields(enquiry).map((field, index) => (
          <div key={`${field.label}-${index}`} className={styles.field}>
            <dt>{field.label}</dt>
            <dd>{field.value === enquiry.email ? <a href={mailtoHref(field.value)}>{field.value}</a> : field.value}</dd>
          </div>
        ))}
        {enquiry.ref !== undefined && (
          <div className={styles.field}>
            <dt>{enquiryRefs(enquiry.ref).length > 1 ? 'Properties' : 'Property'}</dt>
            <dd>
              <PropertyLine enquiry={enquiry} />
            </dd>
          </div>
        )}
        {enquiry.source && (
          <div className={styles.field}>
            <dt>Source</dt>
            <dd>
              <SourceLine source={enquiry.source} />
            </dd>
          </div>
        )}
        <div className={styles.field}>
          <dt>Delivery</dt>
          <dd>
            <DeliveryStatus delivery={enquiry.delivery} />
          </dd>
        </div>
      </dl>
      {enquiry.kind === 'viewing' && <ViewingDesk enquiryId={enquiry.id} />}
      <LeadDesk enquiry={enquiry} />
      <div className="button-row">
        <button type="button" className="button button-outline" onClick={onMarkUnread} disabled={busy}>
          Mark as unread
        </button>
      </div>
    </div>
  );
}
