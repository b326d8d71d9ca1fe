import { api } from '@/lib/api/client';
import { useWrite } from '@/lib/api/use-write';
import { PROPERTIES_QUERY_KEY } from '@/features/property-data';

/** DELETE /properties/{ref}; true on success (200, or 204 without a body). */
export async function deleteProperty(ref: string): Promise<boolean> {
  try {
    const { response } = await api.DELETE('/properties/{ref}', { params: { path: { ref } } });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * A deletion as a mutation: once the property is gone every property read is fetched again,
 * before it settles, so the list the editor goes to next no longer shows it.
 */
export function useDeleteProperty() {
  return useWrite({
    write: deleteProperty,
    changes: (deleted) => (deleted ? [PROPERTIES_QUERY_KEY] : []),
    waitForReads: true,
  });
}
