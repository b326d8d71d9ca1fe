import { errorMessage } from '@/lib/api/error-message';
import { useWrite } from '@/lib/api/use-write';
import { PROPERTIES_QUERY_KEY } from '@/features/property-data';
import type { Town } from '../types';
import { TOWNS_QUERY_KEY } from './get-towns';

export type TownSaveOutcome = { ok: true; town: Town } | { ok: false; message: string };

type SaveResult = { data?: Town; error?: unknown; response: Response };

/**
 * SPEC §8: a save answered with anything but 200 or 201 (or not answered) shows the server's
 * message, or 'There was an error'.
 */
export async function saveOutcome(request: Promise<SaveResult>): Promise<TownSaveOutcome> {
  try {
    const { data, error, response } = await request;
    if ((response.status === 200 || response.status === 201) && data) return { ok: true, town: data };
    return { ok: false, message: errorMessage(error, 'There was an error') };
  } catch {
    return { ok: false, message: 'There was an error' };
  }
}

/** A town save as a mutation: the towns list (the settings dialog's select included) and the
 * properties, which embed their town, are fetched again after it. */
export function useTownSave<Input>(save: (input: Input) => Promise<TownSaveOutcome>) {
  return useWrite({
    write: save,
    changes: (outcome) => (outcome.ok ? [TOWNS_QUERY_KEY, PROPERTIES_QUERY_KEY] : []),
  });
}
