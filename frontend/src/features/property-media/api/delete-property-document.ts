import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useWrite } from '@/lib/api/use-write';
import { propertyMediaQueryKey } from './query-keys';

export async function deletePropertyDocument({ propertyRef, id }: { propertyRef: string; id: number }) {
  return unwrap(await api.DELETE('/properties/{ref}/documents/{id}', { params: { path: { ref: propertyRef, id } } }));
}

export function useDeletePropertyDocument() {
  return useWrite({
    write: deletePropertyDocument,
    changes: (_, { propertyRef }) => [propertyMediaQueryKey(propertyRef)],
  });
}
