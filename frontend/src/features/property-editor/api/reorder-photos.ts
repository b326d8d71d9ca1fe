import { api } from '@/lib/api/client';
import { errorMessage } from '@/lib/api/error-message';
import { useWrite } from '@/lib/api/use-write';
import { propertyGalleryQueryKey } from '@/features/property-data';

export interface GalleryOrder {
  propertyRef: string;
  /** The gallery's folder, `properties/{ref}{path}/gallery/{name}/`. */
  gallery: string;
  /** Every photo's large URL, in the order to show them. */
  photos: string[];
}

/** POST /images/order: the gallery's photos are renumbered in this order. */
export async function reorderPhotos({ gallery, photos }: GalleryOrder): Promise<void> {
  const { data, error } = await api.POST('/images/order', { body: { gallery, photos } });
  if (!data) throw new Error(errorMessage(error, 'The photos could not be reordered'));
}

export function useReorderPhotos() {
  return useWrite({ write: reorderPhotos, changes: (_, { propertyRef }) => [propertyGalleryQueryKey(propertyRef)] });
}
