import { useSyncExternalStore } from 'react';

/** The currencies a visitor may see prices in; euro is the site's own. */
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'SEK', 'NOK', 'DKK'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/**
 * The visitor's pick, in local storage under this key: a preference they asked for (the
 * privacy notes say so), never sent to the server. Euro is stored as nothing.
 */
export const CURRENCY_STORAGE_KEY = 'currency';

export function parseCurrency(raw: string | null | undefined): CurrencyCode {
  return CURRENCIES.find((code) => code === raw) ?? 'EUR';
}

function readStored(): CurrencyCode {
  try {
    return parseCurrency(window.localStorage.getItem(CURRENCY_STORAGE_KEY));
  } catch {
    return 'EUR';
  }
}

function store(code: CurrencyCode) {
  try {
    if (code === 'EUR') window.localStorage.removeItem(CURRENCY_STORAGE_KEY);
    else window.localStorage.setItem(CURRENCY_STORAGE_KEY, code);
  } catch {
    // Storage may be unavailable: the pick then lasts for this page only.
  }
}

const listeners = new Set<() => void>();
let cached: CurrencyCode | undefined;

function notify() {
  listeners.forEach((listener) => listener());
}

/** Another tab's pick shows here too. */
function onStorage(event: StorageEvent) {
  if (event.key !== CURRENCY_STORAGE_KEY && event.key !== null) return;
  cached = readStored();
  notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): CurrencyCode {
  if (cached === undefined) cached = readStored();
  return cached;
}

/**
 * The server draws every page in euro (its pages are cached for everyone), so hydration
 * starts from euro and then moves to the stored pick.
 */
function serverSnapshot(): CurrencyCode {
  return 'EUR';
}

export function chooseCurrency(code: CurrencyCode) {
  store(code);
  cached = code;
  notify();
}

export function usePreferredCurrency(): CurrencyCode {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** For tests: forget what was read, as a new page would. */
export function forgetPreferredCurrency() {
  cached = undefined;
}
