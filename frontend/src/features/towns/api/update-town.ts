import { api } from '@/lib/api/client';
import type { TownInput } from '../types';
import { saveOutcome, useTownSave, type TownSaveOutcome } from './save-outcome';

/** PUT /towns with the town's id (admin only); 200 with the stored town. */
export function updateTown(input: TownInput & { id: number }): Promise<TownSaveOutcome> {
  return saveOutcome(api.PUT('/towns', { body: input }));
}

export const useUpdateTown = () => useTownSave(updateTown);
