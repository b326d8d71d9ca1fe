import { api } from '@/lib/api/client';
import { errorMessage } from '@/lib/api/error-message';
import type { PropertyInput } from '../lib/property-draft';

export type SaveOutcome = { ok: true } | { ok: false; message: string };

/** POST (new) or PUT (existing) /properties; 200 and 201 are success (SPEC §7). */
export async function saveProperty(input: PropertyInput, isNew: boolean): Promise<SaveOutcome> {
  try {
    const { error, response } = isNew
      ? await api.POST('/properties', { body: input })
      : await api.PUT('/properties', { body: input });
    if (response.status === 200 || response.status === 201) return { ok: true };
    return { ok: false, message: errorMessage(error, 'There was an error') };
  } catch {
    return { ok: false, message: 'There was an error' };
  }
}
