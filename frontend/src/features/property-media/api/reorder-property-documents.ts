import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useWrite } from '@/lib/api/use-write';
import { propertyMediaQueryKey } from './query-keys';

/** PUT /api/properties/{ref}/documents/order: every document's id once, in the page's order. */
export async function reorderPropertyDocuments({ propertyRef, ids }: { propertyRef: string; ids: number[] }) {
  return unwrap(await api.PUT('/properties/{ref}/documents/order', { params: { path: { ref: propertyRef } }, body: { ids } }));
}

/** Settles once the media are read again, so the moved row is in its new place to focus. */
export function useReorderPropertyDocuments() {
  return useWrite({
    write: reorderPropertyDocuments,
    changes: (_, { propertyRef }) => [propertyMediaQueryKey(propertyRef)],
    waitForReads: true,
  });
}
