import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

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

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(readConsent);
  const decide = useCallback((next: ConsentChoice) => {
    storeConsent(next);
    setChoice(next);
  }, []);
  const value = useMemo(() => ({ choice, decide }), [choice, decide]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent must be used inside <ConsentProvider>');
  return state;
}
