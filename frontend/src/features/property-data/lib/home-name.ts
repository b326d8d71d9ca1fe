import type { PropertySummary } from '../types';

/**
 * A home as staff screens name it: its listing title with its ref, 'Cascina Barolo (ref 123)'.
 * The ref stays beside the title because the consultant types refs (slots, statistics) and
 * buyers quote them. 'Ref 123' alone while the homes are loading or when none has the ref.
 */
export function homeName(ref: string, homes: readonly Pick<PropertySummary, 'ref' | 'listing_title'>[] | undefined): string {
  const title = homes?.find((home) => home.ref === ref)?.listing_title.trim();
  return title ? `${title} (ref ${ref})` : `Ref ${ref}`;
}
