import { toast } from '@/components/toast';
import type { SessionStore } from '@/lib/session';
import type { LoggedUserAnswer } from '../api/get-logged-user';

export interface VerifySessionDeps {
  session: Pick<SessionStore, 'snapshot' | 'updateUser' | 'clear'>;
  fetchLoggedUser: () => Promise<LoggedUserAnswer>;
  notify: (message: string, title: string) => void;
  /**
   * True once the page is being left: the browser then cancels the check's request, which is
   * no answer from the server about this session (and clearing it would sign the user out of
   * the page they are going to).
   */
  pageIsLeaving?: () => boolean;
}

export type VerifyOutcome = 'no-session' | 'verified' | 'cleared' | 'abandoned';

/**
 * SPEC §4 "Session": with both a stored user and a token, ask the server who we are. A 200
 * refreshes the stored role and picture; any other answer, or no answer, signs out with the
 * 'User not found' toast (§8).
 */
export async function verifyStoredSession(deps: VerifySessionDeps): Promise<VerifyOutcome> {
  const { token, user } = deps.session.snapshot();
  if (!token || !user) return 'no-session';
  let answer: LoggedUserAnswer;
  try {
    answer = await deps.fetchLoggedUser();
  } catch {
    if (deps.pageIsLeaving?.()) return 'abandoned';
    answer = { status: 0 };
  }
  if (answer.status === 200 && answer.user) {
    deps.session.updateUser({
      ...user,
      role: answer.user.role ?? null,
      picture: answer.user.picture || user.picture || null,
      name: answer.user.name || user.name || null,
    });
    return 'verified';
  }
  deps.session.clear();
  deps.notify('User not found', 'Login');
  return 'cleared';
}

export const notifyLoginError = (message: string, title: string) => {
  toast.error(message, title);
};
