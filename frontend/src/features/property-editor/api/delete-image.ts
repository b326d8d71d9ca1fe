import { api } from '@/lib/api/client';

/** POST /images/delete; `invalidate` also purges the CDN's copy. */
export async function deleteImage(path: string): Promise<boolean> {
  try {
    const { response } = await api.POST('/images/delete', { body: { path, invalidate: true } });
    return response.ok;
  } catch {
    return false;
  }
}
