import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useContact, type Contact } from '../api/get-contact';
import { EnquiryList } from './EnquiryList';
import { romeTime } from './rome-time';

type ContactLists = NonNullable<Contact['lists']>;

const NEWSLETTER: Record<NonNullable<ContactLists['newsletter']>, string> = {
  unconfirmed: 'Signed up to the newsletter, not yet confirmed',
  subscribed: 'On the newsletter list',
  unsubscribed: 'Unsubscribed from the newsletter',
};

/** The newsletter and the alerts: the server tells them to an admin only (an agent's
 * contact has no `lists`, and shows none). */
function Lists({ lists }: { lists: ContactLists }) {
  return (
    <ul>
      <li>{lists.newsletter ? NEWSLETTER[lists.newsletter] : 'Not on the newsletter list'}</li>
      {lists.alerts.length === 0 ? (
        <li>No home alerts</li>
      ) : (
        lists.alerts.map((alert) => (
          <li key={alert.created_at}>
            Home alert made {romeTime(alert.created_at)}, {alert.confirmed ? 'confirmed' : 'not confirmed'}
          </li>
        ))
      )}
    </ul>
  );
}

/** One contact per address: every enquiry with its timeline and, for an admin, the newsletter and the alerts. */
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
          {contact.data.lists && <Lists lists={contact.data.lists} />}
          <EnquiryList enquiries={contact.data.enquiries} />
        </>
      )}
    </>
  );
}
