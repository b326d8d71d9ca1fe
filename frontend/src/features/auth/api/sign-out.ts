import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { forgetViewer } from '@/lib/api/viewer-queries';
import { sessionStore } from '@/lib/session';

/** Ends the session on the server (best effort) and always forgets it here. */
export async function signOut() {
  try {
    await api.POST('/users/sign-out');
  } catch {
    // The local session goes regardless: a dead network must not keep someone signed in.
  }
  sessionStore.clear();
}

/**
 * Sign-out, with what it does to the cache. The screens switch to the public's reads at once
 * (those are keyed by the session token); what was read for the person signing out (their
 * inbox, hidden listings) is then dropped from memory rather than kept until it expires.
 * A callback rather than useMutation: the header holds it on every page, and nothing shows
 * while it runs, so every visitor's first script need not carry the mutation machinery.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const viewer = sessionStore.token();
    await signOut();
    if (viewer) forgetViewer(queryClient, viewer);
  }, [queryClient]);
}
