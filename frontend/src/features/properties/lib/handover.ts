import type { PropertySummary } from '@/features/property-data';

/** What a list card hands the detail page in navigation state, so it can paint at once. */
export interface PropertyHandover {
  property: PropertySummary;
}

export function handoverState(property: PropertySummary): PropertyHandover {
  return { property };
}

/**
 * Reads the handed-over summary back, if the state holds one for `ref`. History state can
 * outlive a deploy, so its shape is checked rather than trusted.
 */
export function readHandover(state: unknown, ref: string | null): PropertySummary | null {
  if (typeof state !== 'object' || state === null || !('property' in state)) return null;
  const property = (state as { property: unknown }).property;
  if (typeof property !== 'object' || property === null) return null;
  const candidate = property as Partial<PropertySummary>;
  if (candidate.ref !== ref || typeof candidate.listing_title !== 'string') return null;
  return property as PropertySummary;
}
