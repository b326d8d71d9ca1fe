import type { Enquiry } from '../api/get-enquiries';

/** An unread property enquiry about a stored property, with mail off. */
export const propertyEnquiry: Enquiry = {
  id: 2,
  kind: 'property_enquiry',
  subject: 'ENQUIRY for 123',
  name: 'Bruno',
  email: 'bruno@example.com',
  ref: '123',
  property_url: 'https://langhe.test/property/for-sale/in-italy/123',
  property: { ref: '123', title: 'Farmhouse with vineyard', url: 'https://langhe.test/property/for-sale/in-italy/123' },
  message: 'Can I visit on Saturday?\nI fly in on Friday.',
  fields: [
    { label: 'Name', value: 'Bruno' },
    { label: 'Email', value: 'bruno@example.com' },
    { label: 'Reference Number', value: '123' },
    { label: 'Message', value: 'Can I visit on Saturday?\nI fly in on Friday.' },
  ],
  status: 'pending',
  delivery: { state: 'mail_off' },
  attempts: 0,
  received_at: '2027-03-04T10:20:00Z',
  read: false,
  stage: 'new',
  notes_count: 0,
  timeline: [],
};

/** A contact message already read, mailed. */
export const contact: Enquiry = {
  id: 1,
  kind: 'contact',
  subject: 'Contact Page',
  name: 'Anna',
  email: 'anna@example.com',
  message: 'Do you have a house in La Morra?',
  fields: [
    { label: 'Name', value: 'Anna' },
    { label: 'Email', value: 'anna@example.com' },
    { label: 'Message', value: 'Do you have a house in La Morra?' },
  ],
  status: 'sent',
  delivery: { state: 'sent', sent_at: '2027-03-03T09:00:05Z' },
  attempts: 1,
  received_at: '2027-03-03T09:00:00Z',
  sent_at: '2027-03-03T09:00:05Z',
  read: true,
  read_at: '2027-03-03T10:00:00Z',
  stage: 'contacted',
  first_replied_at: '2027-03-03T11:00:00Z',
  notes_count: 1,
  timeline: [
    { id: 1, kind: 'note', at: '2027-03-03T10:30:00Z', author: 'agent@langhe.test', text: 'Wants a view of the hills' },
    { id: 2, kind: 'reply', at: '2027-03-03T11:00:00Z', author: 'agent@langhe.test', text: 'We have two.', delivery: { state: 'mail_off' } },
  ],
};
