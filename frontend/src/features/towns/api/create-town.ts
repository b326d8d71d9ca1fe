import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { TownInput } from '../types';
import { TOWNS_QUERY_KEY } from './get-towns';
import { saveOutcome, type TownSaveOutcome } from './save-outcome';

/** POST /towns (admin only); 201 with the stored town. */
export async function createTown(input: Omit<TownInput, 'id'>): Promise<TownSaveOutcome> {
  try {
    return saveOutcome(await api.POST('/towns', { body: input }));
  } catch {
    return { ok: false, message: 'There was an error' };
  }
}

export function useCreateTown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTown,
    onSuccess: (outcome) => {
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: TOWNS_QUERY_KEY });
    },
  });
}
