import { api } from '@/lib/api/client';
import { errorMessage } from '@/lib/api/error-message';
import { useWrite } from '@/lib/api/use-write';
import { PROPERTIES_QUERY_KEY } from '@/features/property-data';
import type { components } from '@/lib/api/schema';
import type { PropertyInput } from '../lib/property-draft';

/** Where a property's pictures live: what a saved draft answers. */
export interface SavedPlace {
  ref: string;
  path: string;
  pictures_path: string;
}

/**
 * POST /properties/drafts: saves a property never saved as a hidden draft (the ref typed or
 * the next free one), so its first photo has a folder to go to.
 */
export async function createPropertyDraft(input: PropertyInput): Promise<SavedPlace> {
  // No ref typed (and none suggested yet): left out, so the server picks the next free one.
  const { ref, ...rest } = input;
  const body: components['schemas']['PropertyDraftInput'] = ref === '' ? rest : input;
  const { data, error } = await api.POST('/properties/drafts', { body });
  if (!data) throw new Error(errorMessage(error, 'The draft could not be saved'));
  return data;
}

/** A draft is a property like any other: the staff list shows it (hidden). */
export function useCreatePropertyDraft() {
  return useWrite({ write: createPropertyDraft, changes: () => [PROPERTIES_QUERY_KEY] });
}
