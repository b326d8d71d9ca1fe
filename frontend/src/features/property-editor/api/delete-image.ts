import { api } from '@/lib/api/client';
import { useWrite } from '@/lib/api/use-write';
import { readsShowing, type ImageTarget } from '../lib/image-targets';

/** POST /images/delete; `invalidate` also purges the CDN's copy. */
export async function deleteImage(path: string): Promise<boolean> {
  try {
    const { response } = await api.POST('/images/delete', { body: { path, invalidate: true } });
    return response.ok;
  } catch {
    return false;
  }
}

/** A deletion as a mutation: the reads that named the picture are fetched again. */
export function useDeleteImage() {
  return useWrite({
    write: (target: ImageTarget) => deleteImage(target.path),
    changes: (deleted, target) => (deleted ? [readsShowing(target)] : []),
  });
}
