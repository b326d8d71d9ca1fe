/**
 * A home's reference as the shortlist keeps and shares it: three digits, or the six of a
 * generated catalogue (domain::Ref::parse_stored), so a share link carries nothing else.
 */
const REF = /^(\d{3}|\d{6})$/;

export function isShortlistRef(value: string): boolean {
  return REF.test(value);
}

/** The share link's query parameter: `/shortlist?refs=101,102`. */
export const SHARED_REFS_PARAMETER = 'refs';

/** The references a share link carries: valid ones only, each once, at most `max`. */
export function parseSharedRefs(value: string | null, max: number): string[] {
  if (!value) return [];
  const refs = value
    .split(',')
    .map((ref) => ref.trim())
    .filter(isShortlistRef);
  return [...new Set(refs)].slice(0, max);
}

/** The address that shows `refs` to whoever opens it, on the shortlist page at `path`. */
export function shareLink(origin: string, path: string, refs: readonly string[]): string {
  return `${origin}${path}?${SHARED_REFS_PARAMETER}=${refs.join(',')}`;
}
