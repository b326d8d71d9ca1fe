import { toast } from '@/components/toast';
/**
 * SPEC §4 "Session": with both a stored user and a token, ask the server who we are. A 200
 * refreshes the stored role and picture; any other answer, or no answer, signs out with the
 * 'User not found' toast (§8).
 */
export async function verifyStoredSession(deps) {
    const { token, user } = deps.session.snapshot();
    if (!token || !user)
        return 'no-session';
    let answer;
    try {
        answer = await deps.fetchLoggedUser();
    }
    catch {
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
export const notifyLoginError = (message, title) => {
    toast.error(message, title);
};
