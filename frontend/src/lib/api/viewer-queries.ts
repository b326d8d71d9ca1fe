import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads whose answer depends on who asks (staff see hidden listings, the inbox is theirs) carry
 * the session token in their key as `{ viewer }`, so one audience is never served the other's
 * cached answer. True when `key` is such a read made for `viewer`.
 */
export function isReadFor(key: QueryKey, viewer: string): boolean {
  return key.some((part) => typeof part === 'object' && part !== null && (part as { viewer?: unknown }).viewer === viewer);
}

/** Drops every cached answer made for `viewer` (after they signed out); the public's stay. */
export function forgetViewer(queryClient: QueryClient, viewer: string): void {
  queryClient.removeQueries({ predicate: (query) => isReadFor(query.queryKey, viewer) });
}
