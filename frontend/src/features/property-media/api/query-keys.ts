/** Every cached answer about property `ref`'s floor plans, documents and tour. */
export function propertyMediaQueryKey(ref: string) {
  return ['property-media', ref] as const;
}
