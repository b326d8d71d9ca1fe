import { useSyncExternalStore } from 'react';
import { shortlistStore, type Departure } from './lib/shortlist-store';

/**
 * The visitor's shortlist, or `null` while it is not known: on the server, which never sees
 * the browser's storage, and while the page hydrates (React draws the server's snapshot
 * first), so the served markup never depends on it and hydration finds what the server drew.
 */
export function useShortlist(): readonly string[] | null {
  return useSyncExternalStore(shortlistStore.subscribe, shortlistStore.snapshot, unknownOnTheServer);
}

const unknownOnTheServer = (): readonly string[] | null => null;

/** The homes that left the visitor's shortlist on this page's watch (none on the server). */
export function useDepartures(): readonly Departure[] {
  return useSyncExternalStore(shortlistStore.subscribe, shortlistStore.departures, noDepartures);
}

const NO_DEPARTURES: readonly Departure[] = [];
const noDepartures = () => NO_DEPARTURES;
