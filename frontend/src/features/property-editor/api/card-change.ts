import { useWrite } from '@/lib/api/use-write';
import { PROPERTIES_QUERY_KEY } from '@/features/property-data';
import type { CardChange } from '../lib/card-change';
import type { SaveOutcome } from './save-property';

export type { CardChange } from '../lib/card-change';

/**
 * A list card's hide, show or sold click as a mutation; on success every property read is
 * fetched again (the card, its badges and the public lists change). The save's code (the
 * editor's checks) loads on the first click, so the list's visitors never download it.
 */
export function useCardChange() {
  return useWrite({
    write: async ({ ref, change }: { ref: string; change: CardChange }): Promise<SaveOutcome> => {
      const { saveCardChange } = await import('../lib/card-change');
      return saveCardChange(ref, change);
    },
    changes: (outcome) => (outcome.ok ? [PROPERTIES_QUERY_KEY] : []),
  });
}
