// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { answerEvery, cacheHolding, renderWithClient } from '@/lib/api/query-cache.test-support';
import { sessionStore } from '@/lib/session';
import { useSignOut } from './sign-out';

// Reads keyed by who made them: a staff member's inbox and list page, the public's list page.
const STAFF_INBOX = ['enquiries', { page: 1, viewer: 'staff-token' }];
const STAFF_LIST = ['properties', { page: 1, viewer: 'staff-token', filters: '' }];
const PUBLIC_LIST = ['properties', { page: 1, viewer: null, filters: '' }];
const TOWNS = ['towns'];

afterEach(() => sessionStore.clear());

async function signOutOf(answer: () => void) {
  sessionStore.signIn('staff-token', { role: 'admin', picture: null, name: 'Anna' }, false);
  answer();
  const client = cacheHolding([STAFF_INBOX, STAFF_LIST, PUBLIC_LIST, TOWNS]);
  const signOut = renderWithClient(useSignOut, client);
  await signOut.current();
  return [STAFF_INBOX, STAFF_LIST, PUBLIC_LIST, TOWNS].filter((key) => client.getQueryData(key) !== undefined);
}

describe('useSignOut', () => {
  it('ends the session on the server and here, and forgets what was read for it', async () => {
    const kept = await signOutOf(() => answerEvery(fetchMock, 200, {}));

    expect(kept).toEqual([PUBLIC_LIST, TOWNS]);
    expect(sessionStore.token()).toBeNull();
    const request = fetchMock.mock.calls[0]![0];
    expect([request.method, new URL(request.url).pathname]).toEqual(['POST', '/api/users/sign-out']);
    expect(request.headers.get('Authorization')).toBe('Bearer staff-token');
  });

  it('signs out here, and forgets, when the server cannot be reached', async () => {
    const kept = await signOutOf(() => fetchMock.mockRejectedValue(new TypeError('Failed to fetch')));

    expect(kept).toEqual([PUBLIC_LIST, TOWNS]);
    expect(sessionStore.token()).toBeNull();
  });
});
