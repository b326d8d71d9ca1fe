import { api } from '@/lib/api/client';
import type { TownInput } from '../types';
import { saveOutcome, useTownSave, type TownSaveOutcome } from './save-outcome';

/** POST /towns (admin only); 201 with the stored town. */
export function createTown(input: Omit<TownInput, 'id'>): Promise<TownSaveOutcome> {
  return saveOutcome(api.POST('/towns', { body: input }));
}

export const useCreateTown = () => useTownSave(createTown);
