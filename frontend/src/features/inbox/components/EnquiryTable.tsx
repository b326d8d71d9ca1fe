import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { mailtoHref } from '@/lib/mailto';
import type { Enquiry } from '../api/get-enquiries';
import { DeliveryStatus } from './DeliveryStatus';
import pageStyles from '@/components/staff-page/StaffPage.module.css';
import styles from './Inbox.module.css';

const KIND_LABELS: Record<string, string> = {
  property_enquiry: 'Property enquiry',
  contact: 'Contact',
  italian_contact: 'Italian contact',
  consultancy: 'Consultancy',
  message: 'Message',
};

const receivedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The enquiries as the server orders them (newest first). */
export function EnquiryTable({ enquiries }: { enquiries: Enquiry[] }) {
  return (
    <div className={pageStyles.scroller}>
      <table className={pageStyles.table}>
        <caption>Enquiries, newest first, with their delivery status</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Form</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Ref</th>
            <th scope="col">Delivery</th>
          </tr>
        </thead>
        <tbody>
          {enquiries.map((enquiry) => (
            <tr key={enquiry.id}>
              <th scope="row">
                <time dateTime={enquiry.received_at}>{receivedFormat.format(new Date(enquiry.received_at))}</time>
              </th>
              <td>
                <span className={styles.kind}>{KIND_LABELS[enquiry.kind] ?? enquiry.kind}</span>
                <span className={styles.detail}>{enquiry.subject}</span>
              </td>
              <td>{enquiry.name}</td>
              <td>{enquiry.email && <a href={mailtoHref(enquiry.email)}>{enquiry.email}</a>}</td>
              <td>
                {enquiry.ref &&
                  (enquiry.property_url ? (
                    <Link to={paths.propertyDetail(enquiry.ref)}>{enquiry.ref}</Link>
                  ) : (
                    enquiry.ref
                  ))}
              </td>
              <td>
                <DeliveryStatus enquiry={enquiry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
