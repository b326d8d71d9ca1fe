import { api } from '@/lib/api/client';
import { errorMessage } from '@/lib/api/error-message';
import { useWrite } from '@/lib/api/use-write';
import { propertyGalleryQueryKey } from '@/features/property-data';

export interface PhotoCaptionChange {
  propertyRef: string;
  /** The photo's large URL, as the gallery lists it. */
  photo: string;
  /** At most 200 characters; trimmed by the server, empty clears it. */
  caption: string;
}

/** PUT /images/caption: what the photo shows. Resolves with the caption stored (trimmed). */
export async function setPhotoCaption({ photo, caption }: PhotoCaptionChange): Promise<string> {
  const { data, error } = await api.PUT('/images/caption', { body: { path: photo, caption } });
  if (!data) throw new Error(errorMessage(error, 'The caption could not be saved'));
  return data.caption;
}

/** The gallery lists each photo's caption. */
export function useSetPhotoCaption() {
  return useWrite({ write: setPhotoCaption, changes: (_, { propertyRef }) => [propertyGalleryQueryKey(propertyRef)] });
}
