import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { consentCookie, consentFromCookies } from './consent-cookie';

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
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY)) ?? consentFromCookies(document.cookie);
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
  writeConsentCookie(choice);
}

function writeConsentCookie(choice: ConsentChoice) {
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
}

/** What the server rendering this page knows of the choice (set by server/entry-server.tsx). */
let serverRenderChoice: ConsentChoice | null = null;

export function setServerRenderConsent(choice: ConsentChoice | null) {
  serverRenderChoice = choice;
}

/** The choice the server drew this page with: the one in the cookie it received. */
function serverChoice(): ConsentChoice | null {
  return typeof document === 'undefined' ? serverRenderChoice : consentFromCookies(document.cookie);
}

interface ConsentState {
  choice: ConsentChoice | null;
  decide: (choice: ConsentChoice) => void;
}

const ConsentContext = createContext<ConsentState | null>(null);

/**
 * The stored choice, read once and kept so every render sees the same value. Hydration starts
 * from what the server drew with (the cookie) and then moves to the stored choice, so a
 * visitor who chose before the cookie existed sees the banner go at once.
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
  decide(choice: ConsentChoice) {
    storeConsent(choice);
    consentStore.cached = choice;
    consentStore.listeners.forEach((listener) => listener());
  },
};

export function ConsentProvider({ children }: { children: ReactNode }) {
  const choice = useSyncExternalStore(consentStore.subscribe, consentStore.snapshot, serverChoice);
  useEffect(() => {
    // A choice stored before the cookie existed: the next page is drawn right by the server.
    if (choice !== null && consentFromCookies(document.cookie) !== choice) writeConsentCookie(choice);
  }, [choice]);
  const decide = useCallback((next: ConsentChoice) => consentStore.decide(next), []);
  const value = useMemo(() => ({ choice, decide }), [choice, decide]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent must be used inside <ConsentProvider>');
  return state;
}
