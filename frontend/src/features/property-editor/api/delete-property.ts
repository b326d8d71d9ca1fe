import { api } from '@/lib/api/client';

/** DELETE /properties/{ref}; true on success (200, or 204 without a body). */
export async function deleteProperty(ref: string): Promise<boolean> {
  try {
    const { response } = await api.DELETE('/properties/{ref}', { params: { path: { ref } } });
    return response.ok;
  } catch {
    return false;
  }
}
