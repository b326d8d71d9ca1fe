import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useContact, type Contact } from '../api/get-contact';
import { EnquiryList } from './EnquiryList';
import { romeTime } from './rome-time';

const NEWSLETTER: Record<NonNullable<Contact['newsletter']>, string> = {
  unconfirmed: 'Signed up to the newsletter, not yet confirmed',
  subscribed: 'On the newsletter list',
  unsubscribed: 'Unsubscribed from the newsletter',
};

function Lists({ contact }: { contact: Contact }) {
  return (
    <ul>
      <li>{contact.newsletter ? NEWSLETTER[contact.newsletter] : 'Not on the newsletter list'}</li>
      {contact.alerts.length === 0 ? (
        <li>No home alerts</li>
      ) : (
        contact.alerts.map((alert) => (
          <li key={alert.created_at}>
            Home alert made {romeTime(alert.created_at)}, {alert.confirmed ? 'confirmed' : 'not confirmed'}
          </li>
        ))
      )}
    </ul>
  );
}

/** One contact per address: every enquiry with its timeline, the newsletter and the alerts. */
export function ContactView({ email }: { email: string }) {
  const contact = useContact(email);
  return (
    <>
      <p>
        <Link to={paths.staffInbox}>Back to all enquiries</Link>
      </p>
      <h2>Contact: {email}</h2>
      {contact.isError ? (
        <p role="alert">{contact.error.message}</p>
      ) : !contact.data ? (
        <p role="status">Loading the contact…</p>
      ) : (
        <>
          <Lists contact={contact.data} />
          <EnquiryList enquiries={contact.data.enquiries} />
        </>
      )}
    </>
  );
}
