import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session';
import { verifyStoredSession } from './verify-session';

function fakeSession(initial: Session) {
  let current = initial;
  return {
    snapshot: () => current,
    updateUser: vi.fn((user: Session['user']) => void (current = { ...current, user })),
    clear: vi.fn(() => void (current = { ...current, token: null, user: null })),
  };
}

const signedIn: Session = { token: 't', user: { role: 'agent', picture: 'old.jpg' }, googleUser: false, signedInBefore: false };

describe('verifyStoredSession', () => {
  it('does nothing without both a user and a token', async () => {
    const fetchLoggedUser = vi.fn();
    for (const session of [
      { token: 't', user: null, googleUser: false, signedInBefore: false },
      { token: null, user: { role: 'admin' }, googleUser: false, signedInBefore: false },
    ]) {
      expect(await verifyStoredSession({ session: fakeSession(session), fetchLoggedUser, notify: vi.fn() })).toBe('no-session');
    }
    expect(fetchLoggedUser).not.toHaveBeenCalled();
  });

  it('updates the stored role and picture on 200', async () => {
    const session = fakeSession(signedIn);
    const notify = vi.fn();
    const outcome = await verifyStoredSession({
      session,
      fetchLoggedUser: async () => ({ status: 200, user: { role: 'admin', picture: 'new.jpg', name: 'Ada', email: 'ada@example.com' } }),
      notify,
    });
    expect(outcome).toBe('verified');
    expect(session.snapshot().user).toMatchObject({ role: 'admin', picture: 'new.jpg' });
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([401, 403, 404, 500])('clears the session and says User not found on %i', async (status) => {
    const session = fakeSession(signedIn);
    const notify = vi.fn();
    const outcome = await verifyStoredSession({ session, fetchLoggedUser: async () => ({ status }), notify });
    expect(outcome).toBe('cleared');
    expect(session.clear).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith('User not found', 'Login');
  });

  it('treats a network failure, asked again after a pause, like any other non-200 answer', async () => {
    const session = fakeSession(signedIn);
    const notify = vi.fn();
    const fetchLoggedUser = vi.fn(() => Promise.reject(new TypeError('offline')));
    const pauseBeforeRetry = vi.fn(async () => {});
    expect(await verifyStoredSession({ session, fetchLoggedUser, notify, pauseBeforeRetry })).toBe('cleared');
    expect(fetchLoggedUser).toHaveBeenCalledTimes(2);
    expect(pauseBeforeRetry).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith('User not found', 'Login');
  });

  it('keeps the session when a request cancelled unannounced is answered on the retry', async () => {
    const session = fakeSession(signedIn);
    const notify = vi.fn();
    const fetchLoggedUser = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ status: 200, user: { role: 'agent', picture: null, name: 'Ada', email: 'ada@example.com' } });
    const outcome = await verifyStoredSession({ session, fetchLoggedUser, notify, pauseBeforeRetry: async () => {} });
    expect(outcome).toBe('verified');
    expect(session.clear).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('leaves the session alone when the request died because the page is being left', async () => {
    const session = fakeSession(signedIn);
    const notify = vi.fn();
    const fetchLoggedUser = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = await verifyStoredSession({ session, fetchLoggedUser, notify, pageIsLeaving: () => true });
    expect(outcome).toBe('abandoned');
    expect(session.clear).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});
