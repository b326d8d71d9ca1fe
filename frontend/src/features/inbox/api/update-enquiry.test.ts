import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { contact, propertyEnquiry } from '../components/enquiry-samples.test-support';
import type { EnquiryList } from './get-enquiries';
import { applyChange } from './update-enquiry';

const ALL = ['enquiries', 'lists', { page: 1, unreadOnly: false, search: '', stage: '', ref: '', due: false, viewer: 't' }];
const UNREAD = ['enquiries', 'lists', { page: 1, unreadOnly: true, search: '', stage: '', ref: '', due: false, viewer: 't' }];

describe('applyChange', () => {
  it('puts the changed enquiry in every page read, keeps it on screen and counts unread again', () => {
    const client = createQueryClient();
    client.setQueryData<EnquiryList>(ALL, { enquiries: [propertyEnquiry, contact], pages: 1, unread: 1 });
    client.setQueryData<EnquiryList>(UNREAD, { enquiries: [propertyEnquiry], pages: 1, unread: 1 });

    applyChange(client, { ...propertyEnquiry, read: true, read_at: '2027-03-04T11:00:00Z' });

    for (const key of [ALL, UNREAD]) {
      const list = client.getQueryData<EnquiryList>(key)!;
      expect(list.unread).toBe(0);
      expect(list.enquiries.find((e) => e.id === 2)?.read).toBe(true);
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    }
    expect(client.getQueryData<EnquiryList>(UNREAD)!.enquiries).toHaveLength(1);

    applyChange(client, { ...contact, read: false });
    expect(client.getQueryData<EnquiryList>(ALL)!.unread).toBe(1);
    expect(client.getQueryData<EnquiryList>(UNREAD)!.unread).toBe(1);
  });

  it('leaves the source counts under the same root as they are, only marked stale, and still marks the unread page stale', () => {
    const client = createQueryClient();
    const SOURCES = ['enquiries', 'sources', { from: '', to: '', viewer: 't' }];
    const counts = { sources: [{ leads: 1 }], total: 1 };
    client.setQueryData(SOURCES, counts);
    client.setQueryData<EnquiryList>(ALL, { enquiries: [{ ...propertyEnquiry, read: true }], pages: 1, unread: 0 });
    client.setQueryData<EnquiryList>(UNREAD, { enquiries: [], pages: 1, unread: 0 });

    applyChange(client, { ...propertyEnquiry, read: false });

    expect(client.getQueryData(SOURCES)).toEqual(counts);
    expect(client.getQueryState(SOURCES)?.isInvalidated).toBe(true);
    expect(client.getQueryData<EnquiryList>(UNREAD)!.unread).toBe(1);
    expect(client.getQueryState(UNREAD)?.isInvalidated).toBe(true);
  });
});
