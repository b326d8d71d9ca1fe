import { api } from '@/lib/api/client';
import { errorMessage } from '@/lib/api/error-message';
import { useWrite } from '@/lib/api/use-write';
import { propertyQueryKey } from '@/features/property-data';

export type RotateOutcome = { ok: true; shareUrl: string } | { ok: false; message: string };

/** POST /properties/{ref}/share-key: a new share link; links with the old key stop working. */
export async function rotateShareKey(ref: string): Promise<RotateOutcome> {
  try {
    const { data, error } = await api.POST('/properties/{ref}/share-key', {
      params: { path: { ref } },
    });
    if (data) return { ok: true, shareUrl: data.share_url };
    return { ok: false, message: errorMessage(error, 'There was an error') };
  } catch {
    return { ok: false, message: 'There was an error' };
  }
}

/** A new share link as a mutation: the property, which names its link, is fetched again. */
export function useRotateShareKey(ref: string) {
  return useWrite({
    write: () => rotateShareKey(ref),
    changes: (outcome) => (outcome.ok ? [propertyQueryKey(ref)] : []),
  });
}
