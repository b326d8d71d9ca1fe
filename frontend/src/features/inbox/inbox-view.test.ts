import { describe, expect, it } from 'vitest';
import { inboxHref, viewFrom } from './inbox-view';

describe('the inbox view in its address', () => {
  it('reads page, unread filter and search, with defaults for anything odd', () => {
    expect(viewFrom(new URLSearchParams('page=3&unread=1&q=barolo'))).toEqual({ page: 3, unreadOnly: true, search: 'barolo', stage: '', ref: '', due: false });
    expect(viewFrom(new URLSearchParams('page=-1&unread=yes'))).toEqual({ page: 1, unreadOnly: false, search: '', stage: '', ref: '', due: false });
  });

  it('writes only what differs from the first page of everything', () => {
    expect(inboxHref({ page: 1, unreadOnly: false, search: '  ', stage: '', ref: '', due: false })).toBe('/staff/enquiries');
    expect(inboxHref({ page: 2, unreadOnly: true, search: ' Anna Rossi ', stage: '', ref: '', due: false })).toBe('/staff/enquiries?page=2&unread=1&q=Anna+Rossi');
  });
});
