import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { TownInput } from '../types';
import { TOWNS_QUERY_KEY } from './get-towns';
import { saveOutcome, type TownSaveOutcome } from './save-outcome';

/** PUT /towns with the town's id (admin only); 200 with the stored town. */
export async function updateTown(input: TownInput & { id: number }): Promise<TownSaveOutcome> {
  try {
    return saveOutcome(await api.PUT('/towns', { body: input }));
  } catch {
    return { ok: false, message: 'There was an error' };
  }
}

export function useUpdateTown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTown,
    onSuccess: (outcome) => {
      if (!outcome.ok) return;
      void queryClient.invalidateQueries({ queryKey: TOWNS_QUERY_KEY });
      // Properties embed their town: their pages must show the edited one.
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
    },
  });
}
