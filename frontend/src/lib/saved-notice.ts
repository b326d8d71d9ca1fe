import { useEffect } from 'react';
import { toast } from '@/components/toast';

/** What a successful save of a property or an article says (issue #26). */
export const SAVED_MESSAGE = 'Saved';
const PENDING_KEY = 'langhe:saved-notice';

/**
 * Says "Saved". When the spec's post-save step reloads the page (SPEC §4), the toast would
 * go with it: the notice waits in session storage and the reloaded page says it
 * (`useSavedNoticeAfterReload`).
 */
export function announceSaved({ reloading }: { reloading: boolean }) {
  if (!reloading) {
    toast.success(SAVED_MESSAGE);
    return;
  }
  try {
    sessionStorage.setItem(PENDING_KEY, '1');
  } catch {
    // Storage refused (private mode): the reload still shows the saved content.
  }
}

/** Shows a "Saved" left pending by the save before the reload, once. */
export function useSavedNoticeAfterReload() {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(PENDING_KEY) === null) return;
      sessionStorage.removeItem(PENDING_KEY);
    } catch {
      return;
    }
    toast.success(SAVED_MESSAGE);
  }, []);
}
