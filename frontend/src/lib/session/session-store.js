import { GOOGLE_USER_STORAGE_KEY, parseStoredUser, TOKEN_STORAGE_KEY, USER_STORAGE_KEY, } from '../stored-user';
const SIGNED_OUT = { token: null, user: null, googleUser: false };
/**
 * One source of truth for the session, so the header, the lists and the API client agree.
 * Snapshots are cached (useSyncExternalStore needs a stable value) and re-read on every
 * write here and on 'storage' events from other tabs.
 */
export class SessionStore {
    storage;
    cached = null;
    listeners = new Set();
    constructor(storage) {
        this.storage = storage;
    }
    subscribe = (listener) => {
        this.listeners.add(listener);
        return () => {
            this.listeners.delete(listener);
        };
    };
    snapshot = () => {
        this.cached ??= this.read();
        return this.cached;
    };
    token() {
        return this.snapshot().token;
    }
    /** Stores a fresh sign-in. `viaGoogle` also sets the 'googleUser' flag. */
    signIn(token, user, viaGoogle) {
        this.write((storage) => {
            storage.setItem(TOKEN_STORAGE_KEY, token);
            storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
            if (viaGoogle)
                storage.setItem(GOOGLE_USER_STORAGE_KEY, 'true');
        });
    }
    /** Keeps the token, refreshes what the server says about the user (role, picture). */
    updateUser(user) {
        this.write((storage) => storage.setItem(USER_STORAGE_KEY, JSON.stringify(user)));
    }
    /** Clears user and token; the 'googleUser' flag stays so the button can come back. */
    clear() {
        this.write((storage) => {
            storage.removeItem(TOKEN_STORAGE_KEY);
            storage.removeItem(USER_STORAGE_KEY);
        });
    }
    /** Another tab changed local storage. */
    refresh = () => {
        this.cached = null;
        this.listeners.forEach((listener) => listener());
    };
    write(change) {
        const storage = this.storage();
        if (storage) {
            try {
                change(storage);
            }
            catch (error) {
                console.error('Could not update the stored session', error);
            }
        }
        this.refresh();
    }
    read() {
        const storage = this.storage();
        if (!storage)
            return SIGNED_OUT;
        try {
            const token = storage.getItem(TOKEN_STORAGE_KEY);
            return {
                token: token === '' ? null : token,
                user: parseStoredUser(storage.getItem(USER_STORAGE_KEY)),
                googleUser: storage.getItem(GOOGLE_USER_STORAGE_KEY) !== null,
            };
        }
        catch {
            return SIGNED_OUT;
        }
    }
}
function browserStorage() {
    try {
        return typeof window === 'undefined' ? null : window.localStorage;
    }
    catch {
        return null;
    }
}
export const sessionStore = new SessionStore(browserStorage);
if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
        if (event.key === null ||
            event.key === TOKEN_STORAGE_KEY ||
            event.key === USER_STORAGE_KEY ||
            event.key === GOOGLE_USER_STORAGE_KEY) {
            sessionStore.refresh();
        }
    });
}
