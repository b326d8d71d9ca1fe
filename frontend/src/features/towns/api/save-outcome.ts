import { errorMessage } from '@/lib/api/error-message';
import type { Town } from '../types';

export type TownSaveOutcome = { ok: true; town: Town } | { ok: false; message: string };

/** SPEC §8: a save answered with anything but 200 or 201 shows the server's message, or 'There was an error'. */
export function saveOutcome(result: { data?: Town; error?: unknown; response: Response }): TownSaveOutcome {
  const { data, error, response } = result;
  if ((response.status === 200 || response.status === 201) && data) return { ok: true, town: data };
  return { ok: false, message: errorMessage(error, 'There was an error') };
}
