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
  /**
   * Waited before the one retry of a request that got no answer. A navigation does not
   * always announce itself before the browser cancels the page's requests (a navigation the
   * browser itself starts fires no `beforeunload`), so a cancelled check must not sign out at
   * once: by the end of the pause the page is gone, or the server answers the retry.
   */
  pauseBeforeRetry?: () => Promise<void>;
}

export type VerifyOutcome = 'no-session' | 'verified' | 'cleared' | 'abandoned';

/**
 * SPEC §4 "Session": with both a stored user and a token, ask the server who we are. A 200
 * refreshes the stored role and picture; any other answer, or no answer (asked twice, a pause
 * apart), signs out with the 'User not found' toast (§8).
 */
export async function verifyStoredSession(deps: VerifySessionDeps): Promise<VerifyOutcome> {
  const { token, user } = deps.session.snapshot();
  if (!token || !user) return 'no-session';
  let answer = await ask(deps);
  if (answer === 'leaving') return 'abandoned';
  if (answer === null) {
    await deps.pauseBeforeRetry?.();
    answer = await ask(deps);
    if (answer === 'leaving') return 'abandoned';
  }
  answer ??= { status: 0 };
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

/** The server's answer; null when none came, 'leaving' when none came as the page is left. */
async function ask(deps: VerifySessionDeps): Promise<LoggedUserAnswer | null | 'leaving'> {
  try {
    return await deps.fetchLoggedUser();
  } catch {
    return deps.pageIsLeaving?.() ? 'leaving' : null;
  }
}

export const notifyLoginError = (message: string, title: string) => {
  toast.error(message, title);
};
