/**
 * The API answers the server wrote into the page for its first screen: an inert
 * `<script type="application/json" id="initial-data">` block keyed by the request path and
 * query the front end would use (`/api/properties/123`). Read once at start-up and removed,
 * so nothing later (another screen, a refetch) can mistake it for current data.
 */
export const INITIAL_DATA_ID = 'initial-data';

export type InitialData = ReadonlyMap<string, unknown>;

export function takeInitialData(doc: Document | undefined = globalThis.document): InitialData {
  const element = doc?.getElementById(INITIAL_DATA_ID);
  if (!element) return new Map();
  element.remove();
  return parseInitialData(element.textContent ?? '');
}

/** Also what the server renders from (entry-server.tsx), so both draw the same first screen. */
export function parseInitialData(text: string): InitialData {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return new Map();
    return new Map(Object.entries(parsed));
  } catch (error) {
    // The page still works: its queries fetch as they would without the block.
    console.warn('Ignoring unreadable initial data', error);
    return new Map();
  }
}
