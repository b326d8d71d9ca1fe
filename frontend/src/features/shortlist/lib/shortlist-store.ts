import { browserStorage } from '@/lib/browser-storage';
import { isShortlistRef } from './shortlist-refs';

/**
 * The visitor's shortlist (issue 28): the references of the homes they keep, newest last, in
 * their own browser's local storage under 'shortlist'. No cookie and no account: nothing of it
 * reaches the server until the visitor sends an enquiry or opens a share link. Local storage is
 * used only because the visitor asks for it (a heart pressed), which the ePrivacy rules treat
 * as strictly necessary for a service the visitor requested: no consent banner needed (the
 * privacy policy names it).
 */
export const SHORTLIST_STORAGE_KEY = 'shortlist';
/** Enough homes for a trip; the server's enquiry names at most as many (domain MAX_ENQUIRY_REFS). */
export const MAX_SHORTLIST = 20;

export type AddOutcome = 'added' | 'present' | 'full';

/** A home that left the shortlist because it left the market: sold (with its title), or withdrawn. */
export interface Departure {
  ref: string;
  soldTitle: string | null;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;
type Listener = () => void;

const NOTHING: readonly string[] = Object.freeze([]);

/**
 * One source of truth for every heart and the shortlist page. Snapshots are cached (for
 * useSyncExternalStore) and re-read on every write here and on 'storage' events from other
 * tabs. Without storage (private modes, blocked storage) the list lasts for this page's life.
 */
export class ShortlistStore {
  private cached: readonly string[] | null = null;
  /** What this page keeps when storage refuses a write. */
  private fallback: readonly string[] | null = null;
  private departed: readonly Departure[] = [];
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: () => Storage | null) {}

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  snapshot = (): readonly string[] => {
    this.cached ??= this.fallback ?? this.read();
    return this.cached;
  };

  has(ref: string): boolean {
    return this.snapshot().includes(ref);
  }

  add(ref: string): AddOutcome {
    const refs = this.snapshot();
    if (refs.includes(ref)) return 'present';
    if (refs.length >= MAX_SHORTLIST) return 'full';
    this.write([...refs, ref]);
    return 'added';
  }

  remove(ref: string) {
    const refs = this.snapshot();
    if (refs.includes(ref)) this.write(refs.filter((kept) => kept !== ref));
  }

  /**
   * Takes homes that left the market off the list, and remembers them for this page's life
   * so the shortlist page can say which went and why.
   */
  letGo(homes: readonly Departure[]) {
    const fresh = homes.filter((home) => !this.departed.some((gone) => gone.ref === home.ref));
    if (fresh.length > 0) this.departed = [...this.departed, ...fresh];
    const refs = this.snapshot();
    const kept = refs.filter((ref) => !homes.some((home) => home.ref === ref));
    if (kept.length !== refs.length || fresh.length > 0) this.write(kept);
  }

  /** The homes `letGo` took off, oldest first. */
  departures = (): readonly Departure[] => this.departed;

  /** Saves a shared list into this one, up to the limit: the references that did not fit. */
  addAll(shared: readonly string[]): string[] {
    const refs = [...this.snapshot()];
    const left: string[] = [];
    for (const ref of shared) {
      if (refs.includes(ref)) continue;
      if (refs.length >= MAX_SHORTLIST) left.push(ref);
      else refs.push(ref);
    }
    if (refs.length !== this.snapshot().length) this.write(refs);
    return left;
  }

  /** Another tab changed local storage. */
  refresh = () => {
    this.cached = null;
    this.listeners.forEach((listener) => listener());
  };

  private write(refs: readonly string[]) {
    try {
      const storage = this.storage();
      if (!storage) throw new Error('no local storage');
      storage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(refs));
      this.fallback = null;
    } catch {
      this.fallback = refs;
    }
    this.refresh();
  }

  private read(): readonly string[] {
    try {
      return parseStoredShortlist(this.storage()?.getItem(SHORTLIST_STORAGE_KEY) ?? null);
    } catch {
      return NOTHING;
    }
  }
}

/** What storage holds, trusted no further than its shape: refs only, each once, at most 20. */
export function parseStoredShortlist(raw: string | null): readonly string[] {
  if (!raw) return NOTHING;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return NOTHING;
    const refs = value.filter((ref): ref is string => typeof ref === 'string' && isShortlistRef(ref));
    return [...new Set(refs)].slice(0, MAX_SHORTLIST);
  } catch {
    return NOTHING;
  }
}

export const shortlistStore = new ShortlistStore(browserStorage);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === SHORTLIST_STORAGE_KEY) shortlistStore.refresh();
  });
}
