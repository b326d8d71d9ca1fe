/**
 * Accepts what an administrator pastes: the whole link printed by `langhe create-user`
 * (…/sign-in?token=…) or just its token. Null when nothing usable is there.
 */
export function oneTimeToken(input) {
    const text = input.trim();
    if (text === '')
        return null;
    if (/^https?:\/\//i.test(text) || text.startsWith('/')) {
        try {
            return new URL(text, 'http://localhost').searchParams.get('token')?.trim() || null;
        }
        catch {
            return null;
        }
    }
    return /\s/.test(text) ? null : text;
}
