// Homes a suite makes for itself through the API with its own staff's session, so that it may
// change them freely: no other suite reads them, and the suite deletes them at its end.
import assert from 'node:assert/strict';
import { baseUrl } from './browser.mjs';

/** The API called with a staff session's `token`: `{ status, body }` (body null unless JSON). */
export async function staffApi(token, path, init = {}) {
  const response = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, body: type.includes('json') ? await response.json() : null };
}

/** The highest ref below 900 that no home has (staff see the hidden ones too). */
export async function unusedRef(token) {
  const taken = new Set();
  for (let skipPages = 0; ; skipPages += 1) {
    const { body } = await staffApi(token, `/api/properties?skip=${skipPages}&take=100`);
    body.properties.forEach((p) => taken.add(p.ref));
    if (skipPages + 1 >= body.pages) break;
  }
  for (let ref = 899; ref >= 100; ref -= 1) if (!taken.has(String(ref))) return String(ref);
  throw new Error('no free ref');
}

/**
 * A whole, visible listing with texts of its own (none of the new-property defaults), under a
 * free ref; `fieldsOf(ref)` gives its titles, location, paths and whatever else it sets.
 * Answers the ref.
 */
export async function createOwnListing(token, fieldsOf) {
  const ref = await unusedRef(token);
  const saved = await staffApi(token, '/api/properties', {
    method: 'POST',
    body: JSON.stringify({
      ref,
      title2: 'Stone walls above the vineyards',
      meta_description: 'A stone farmhouse above the vineyards of the Langhe.',
      description: '<p>A stone farmhouse with a view over the Barolo hills.</p>',
      features: 'Four bedrooms;Vineyard view',
      price: 620000,
      sold: false,
      visibility: 'visible',
      distances: [],
      ...fieldsOf(ref),
    }),
  });
  assert.ok([200, 201].includes(saved.status), `created (${saved.status}): ${JSON.stringify(saved.body)}`);
  return ref;
}
