import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useWrite } from '@/lib/api/use-write';
import { propertyMediaQueryKey } from './query-keys';

/** PUT /properties/{ref}/tour; an empty `url` removes the tour. */
export async function setPropertyTour({ propertyRef, url }: { propertyRef: string; url: string }) {
  return unwrap(await api.PUT('/properties/{ref}/tour', { params: { path: { ref: propertyRef } }, body: { url } }));
}

export function useSetPropertyTour() {
  return useWrite({
    write: setPropertyTour,
    changes: (_, { propertyRef }) => [propertyMediaQueryKey(propertyRef)],
  });
}
