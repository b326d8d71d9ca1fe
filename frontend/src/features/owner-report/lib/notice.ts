/**
 * What the owner panel last has to say: an outcome (read out politely, role=status) or a
 * failure of no one field (role=alert); null to clear it.
 */
export type Notice = { tone: 'done' | 'problem'; text: string } | null;

/** A failed request's own words (the server's message), or `fallback`. */
export function problemText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}
