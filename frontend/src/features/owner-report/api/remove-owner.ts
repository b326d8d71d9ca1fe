import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useWrite } from '@/lib/api/use-write';
import { ownerQueryKey } from './get-owner';

/** DELETE /properties/{ref}/owner (204): forgets the owner; their report links stay open. */
export async function removePropertyOwner(propertyRef: string) {
  const { response, error } = await api.DELETE('/properties/{ref}/owner', { params: { path: { ref: propertyRef } } });
  if (!response.ok) unwrap({ error, response });
}

export function useRemovePropertyOwner() {
  return useWrite({
    write: removePropertyOwner,
    changes: (_, propertyRef) => [ownerQueryKey(propertyRef)],
  });
}
