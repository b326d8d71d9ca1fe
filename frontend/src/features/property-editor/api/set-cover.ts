import { api } from '@/lib/api/client';
import { errorMessage } from '@/lib/api/error-message';
import { useWrite } from '@/lib/api/use-write';
import { PROPERTIES_QUERY_KEY } from '@/features/property-data';

/**
 * POST /images/cover: the listing picture is made from this gallery photo, which moves to
 * the front of its gallery. Resolves with the listing files written.
 */
export async function setCoverPhoto(photoUrl: string): Promise<string[]> {
  const { data, error } = await api.POST('/images/cover', { body: { path: photoUrl } });
  if (!data) throw new Error(errorMessage(error, 'The cover could not be changed'));
  return data.images;
}

/** Every property read names the listing picture (the cards too), and the gallery's order moved. */
export function useSetCoverPhoto() {
  return useWrite({ write: setCoverPhoto, changes: () => [PROPERTIES_QUERY_KEY] });
}
