import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The visitor's cookie choice. Until it is 'accepted', nothing non-essential from a third
 * party may load (videos stay posters). Stored so the banner asks only once.
 */
export type ConsentChoice = 'accepted' | 'refused';
export const CONSENT_STORAGE_KEY = 'cookie-consent';

export function parseConsent(raw: string | null): ConsentChoice | null {
  return raw === 'accepted' || raw === 'refused' ? raw : null;
}

function readConsent(): ConsentChoice | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

function storeConsent(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage may be unavailable; the choice then lasts for this visit only.
  }
}

interface ConsentState {
  choice: ConsentChoice | null;
  decide: (choice: ConsentChoice) => void;
}

const ConsentContext = createContext<ConsentState | null>(null);

/**
 * The stored choice, read once and kept so every render sees the same value. The server
 * renders every page undecided (it never sees the browser's storage): the banner is in the
 * first HTML a new visitor gets, and a returning visitor's stored choice takes over as soon
 * as the page hydrates.
 */
const consentStore = {
  listeners: new Set<() => void>(),
  cached: undefined as ConsentChoice | null | undefined,
  subscribe(listener: () => void) {
    consentStore.listeners.add(listener);
    return () => {
      consentStore.listeners.delete(listener);
    };
  },
  snapshot(): ConsentChoice | null {
    if (consentStore.cached === undefined) consentStore.cached = readConsent();
    return consentStore.cached;
  },
  serverSnapshot(): ConsentChoice | null {
    return null;
  },
  decide(choice: ConsentChoice) {
    storeConsent(choice);
    consentStore.cached = choice;
    consentStore.listeners.forEach((listener) => listener());
  },
};

export function ConsentProvider({ children }: { children: ReactNode }) {
  const choice = useSyncExternalStore(consentStore.subscribe, consentStore.snapshot, consentStore.serverSnapshot);
  const decide = useCallback((next: ConsentChoice) => consentStore.decide(next), []);
  const value = useMemo(() => ({ choice, decide }), [choice, decide]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent must be used inside <ConsentProvider>');
  return state;
}
