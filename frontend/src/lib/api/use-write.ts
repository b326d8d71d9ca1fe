import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface WriteOptions<Input, Result> {
  write: (input: Input) => Promise<Result>;
  /**
   * The reads a finished write changed, by the keys their queryOptions start with (exported
   * beside each read); none when nothing was stored, e.g. a save the server refused.
   */
  changes: (result: Result, input: Input) => readonly QueryKey[];
  /**
   * Settle only once the reads on screen were fetched again, for a caller that shows them
   * next (a new property, then the list); otherwise they refetch in the background.
   */
  waitForReads?: boolean;
}

/**
 * A write to the API as a mutation (`isPending` while it runs) that marks the reads it
 * changed stale, so every screen showing them fetches them again. Each endpoint's file
 * declares its own (bulletproof-react's one file per endpoint).
 */
export function useWrite<Input, Result>({ write, changes, waitForReads = false }: WriteOptions<Input, Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (result, input) => {
      const refetched = Promise.all(changes(result, input).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (waitForReads) await refetched;
    },
  });
}
