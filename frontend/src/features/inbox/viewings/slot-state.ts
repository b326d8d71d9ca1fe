import type { ViewingSlot } from '../api/get-viewings';

const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`);

/**
 * Where a slot stands with the visitor, in words. Its calendar `SEQUENCE` is the visitor's
 * calendar's business (it rises by one with each update mailed after the confirmation), so it
 * shows only as the number of changes she has sent since.
 */
export function slotState({ confirmed, sequence }: Pick<ViewingSlot, 'confirmed' | 'sequence'>): string {
  if (!confirmed) return 'Not yet confirmed to the visitor';
  if (sequence === 0) return 'Confirmed to the visitor';
  return `Confirmed to the visitor, changed ${times(sequence)} since`;
}
