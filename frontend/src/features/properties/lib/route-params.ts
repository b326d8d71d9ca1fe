import { GENERATED_REF_LENGTH_CHARS, REF_LENGTH_CHARS } from './ref';

const GENERATED_REF = new RegExp(`^\\d{${GENERATED_REF_LENGTH_CHARS}}(?!\\d)`);

/**
 * The page number from a route parameter or the `?page=` query (spec §2); anything that is
 * not a positive whole number means page 1.
 */
export function parsePage(fromPath: string | undefined, fromQuery: string | null): number {
  const raw = fromPath ?? fromQuery ?? '';
  const page = Number.parseInt(raw, 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/**
 * Only the first three characters of a ref are used (spec §2), unless the address starts with
 * a generated ref of exactly six digits (as the server reads it); `null` when none is given.
 */
export function parseRef(fromPath: string | undefined, fromQuery: string | null): string | null {
  const raw = (fromPath ?? fromQuery ?? '').trim();
  if (raw === '') return null;
  const generated = GENERATED_REF.exec(raw);
  return generated ? generated[0] : raw.slice(0, REF_LENGTH_CHARS);
}
