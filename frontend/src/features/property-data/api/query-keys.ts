/**
 * The keys the property reads' queryOptions start with (get-properties.ts, get-property.ts,
 * get-property-gallery.ts, get-similar-properties.ts, get-featured-properties.ts,
 * get-every-home.ts): a write marks stale exactly the reads it changed by invalidating
 * one of them.
 */

/** Every property read: the list pages, each property and each property's galleries. */
export const PROPERTIES_QUERY_KEY = ['properties'] as const;

/** Every cached answer about property `ref`, whoever read it with whichever share key. */
export function propertyQueryKey(ref: string) {
  return [...PROPERTIES_QUERY_KEY, 'detail', ref] as const;
}

/** Every cached answer about property `ref`'s galleries. */
export function propertyGalleryQueryKey(ref: string) {
  return [...PROPERTIES_QUERY_KEY, 'gallery', ref] as const;
}

/** The homes suggested under property `ref` (they change with any listing: under the root). */
export function similarPropertiesQueryKey(ref: string) {
  return [...PROPERTIES_QUERY_KEY, 'similar', ref] as const;
}

/** Every home on every page of the list, as staff screens name homes (they change with any listing: under the root). */
export function everyHomeQueryKey() {
  return [...PROPERTIES_QUERY_KEY, 'every'] as const;
}

/** The home pages' featured homes. */
export function featuredPropertiesQueryKey() {
  return [...PROPERTIES_QUERY_KEY, 'featured'] as const;
}
