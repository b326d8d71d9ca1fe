import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom';

export interface UnsavedChanges {
  /** What the router is doing about a navigation away: 'blocked' while the page asks. */
  blocker: Blocker;
  /**
   * Lets the editor leave without asking: after a save went through, or when she cancels on
   * purpose (the editor then reloads or moves on itself).
   */
  release: () => void;
}

/**
 * Asks before the editor is left with changes not saved: a link or the browser's back button
 * inside the app is held by the router's blocker (the page shows its own question), closing
 * or reloading the tab by the browser's own question ('beforeunload').
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const released = useRef(false);
  const dirtyNow = useRef(dirty);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);

  // Read when a navigation starts, so a save that releases the editor and moves on at once
  // is not held by a render that has not happened yet.
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirtyNow.current && !released.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  return { blocker, release };
}

/**
 * True once `value` differs from what it was on the first render (compared as JSON: an
 * editor's draft is plain data). Typing a change and typing it back is no change.
 */
export function useChangedSinceStart<T>(value: T): boolean {
  const [start] = useState(() => JSON.stringify(value));
  return JSON.stringify(value) !== start;
}
