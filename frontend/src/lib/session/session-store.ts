import {
  GOOGLE_USER_STORAGE_KEY,
  parseStoredUser,
  SIGNED_IN_BEFORE_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  type StoredUser,
} from '../stored-user';
import { browserStorage } from '../browser-storage';
import { markStaffBrowser } from './staff-browser-cookie';

/** The staff session as kept in local storage (SPEC §3): 'token', 'user' and 'googleUser'. */
export interface Session {
  token: string | null;
  user: StoredUser | null;
  /** Someone signed in with Google in this browser before. */
  googleUser: boolean;
  /** Someone signed in in this browser before, by any means. */
  signedInBefore: boolean;
}

/** Also what the server renders with: it never sees the browser's storage. */
export const SIGNED_OUT: Session = { token: null, user: null, googleUser: false, signedInBefore: false };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Listener = () => void;

/**
 * One source of truth for the session, so the header, the lists and the API client agree.
 * Snapshots are cached (useSyncExternalStore needs a stable value) and re-read on every
 * write here and on 'storage' events from other tabs.
 */
export class SessionStore {
  private cached: Session | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: () => Storage | null) {}

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  snapshot = (): Session => {
    this.cached ??= this.read();
    return this.cached;
  };

  token(): string | null {
    return this.snapshot().token;
  }

  /** Stores a fresh sign-in. `viaGoogle` also sets the 'googleUser' flag. */
  signIn(token: string, user: StoredUser, viaGoogle: boolean) {
    this.write((storage) => {
      storage.setItem(TOKEN_STORAGE_KEY, token);
      storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
      if (viaGoogle) storage.setItem(GOOGLE_USER_STORAGE_KEY, 'true');
      storage.setItem(SIGNED_IN_BEFORE_STORAGE_KEY, 'true');
    });
  }

  /** Keeps the token, refreshes what the server says about the user (role, picture). */
  updateUser(user: StoredUser) {
    this.write((storage) => storage.setItem(USER_STORAGE_KEY, JSON.stringify(user)));
  }

  /** Clears user and token; the 'googleUser' and 'signedInBefore' flags stay so the button comes back. */
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

  private write(change: (storage: Storage) => void) {
    const storage = this.storage();
    if (storage) {
      try {
        change(storage);
      } catch (error) {
        console.error('Could not update the stored session', error);
      }
    }
    this.refresh();
    markStaffBrowser(this.snapshot().token !== null);
  }

  private read(): Session {
    const storage = this.storage();
    if (!storage) return SIGNED_OUT;
    try {
      const token = storage.getItem(TOKEN_STORAGE_KEY);
      const session = {
        token: token === '' ? null : token,
        user: parseStoredUser(storage.getItem(USER_STORAGE_KEY)),
        googleUser: storage.getItem(GOOGLE_USER_STORAGE_KEY) !== null,
        signedInBefore: storage.getItem(SIGNED_IN_BEFORE_STORAGE_KEY) !== null,
      };
      // A visitor's session is the very object the server rendered with: React then finds
      // nothing changed after hydrating, instead of redrawing every reader of the session
      // (the whole property page among them) in one block of work.
      const anonymous = session.token === null && session.user === null;
      return anonymous && !session.googleUser && !session.signedInBefore ? SIGNED_OUT : session;
    } catch {
      return SIGNED_OUT;
    }
  }
}

export const sessionStore = new SessionStore(browserStorage);

if (typeof window !== 'undefined') {
  // A session kept from before the mark existed, or signed out in another tab.
  markStaffBrowser(sessionStore.token() !== null);
  window.addEventListener('storage', (event) => {
    if (
      event.key === null ||
      event.key === TOKEN_STORAGE_KEY ||
      event.key === USER_STORAGE_KEY ||
      event.key === GOOGLE_USER_STORAGE_KEY ||
      event.key === SIGNED_IN_BEFORE_STORAGE_KEY
    ) {
      sessionStore.refresh();
      markStaffBrowser(sessionStore.token() !== null);
    }
  });
}
