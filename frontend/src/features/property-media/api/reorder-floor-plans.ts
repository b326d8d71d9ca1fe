import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useWrite } from '@/lib/api/use-write';
import { propertyMediaQueryKey } from './query-keys';

/** PUT /api/properties/{ref}/floor-plans/order: every plan's id once, in the page's order. */
export async function reorderFloorPlans({ propertyRef, ids }: { propertyRef: string; ids: number[] }) {
  return unwrap(await api.PUT('/properties/{ref}/floor-plans/order', { params: { path: { ref: propertyRef } }, body: { ids } }));
}

export function useReorderFloorPlans() {
  return useWrite({
    write: reorderFloorPlans,
    changes: (_, { propertyRef }) => [propertyMediaQueryKey(propertyRef)],
  });
}
