import { api } from '@/lib/api/client';
import { errorMessage } from '@/lib/api/error-message';
import { useWrite } from '@/lib/api/use-write';
import { PROPERTIES_QUERY_KEY } from '@/features/property-data';
import type { PropertyInput } from '../lib/property-draft';

/** A success carries the path saved: a draft's save may give it its address (issue #26). */
export type SaveOutcome = { ok: true; path: string } | { ok: false; message: string };

/** POST (new) or PUT (existing) /properties; 200 and 201 are success (SPEC §7). */
export async function saveProperty(input: PropertyInput, isNew: boolean): Promise<SaveOutcome> {
  try {
    const { data, error, response } = isNew
      ? await api.POST('/properties', { body: input })
      : await api.PUT('/properties', { body: input });
    if (response.status === 200 || response.status === 201) return { ok: true, path: data?.path ?? input.path };
    return { ok: false, message: errorMessage(error, 'There was an error') };
  } catch {
    return { ok: false, message: 'There was an error' };
  }
}

/**
 * A save as a mutation. After a stored save every property read is fetched again (a save may
 * change the lists, the property and its pictures' addresses) before the mutation settles, so
 * the list the editor goes to next shows the new property.
 */
export function useSaveProperty() {
  return useWrite({
    write: ({ input, isNew }: { input: PropertyInput; isNew: boolean }) => saveProperty(input, isNew),
    changes: (outcome) => (outcome.ok ? [PROPERTIES_QUERY_KEY] : []),
    waitForReads: true,
  });
}
