import { REF_LENGTH_CHARS } from './ref';
/**
 * The page number from a route parameter or the `?page=` query (spec §2); anything that is
 * not a positive whole number means page 1.
 */
export function parsePage(fromPath, fromQuery) {
    const raw = fromPath ?? fromQuery ?? '';
    const page = Number.parseInt(raw, 10);
    return Number.isFinite(page) && page >= 1 ? page : 1;
}
/** Only the first three characters of a ref are used (spec §2); `null` when none is given. */
export function parseRef(fromPath, fromQuery) {
    const raw = (fromPath ?? fromQuery ?? '').trim();
    return raw === '' ? null : raw.slice(0, REF_LENGTH_CHARS);
}
