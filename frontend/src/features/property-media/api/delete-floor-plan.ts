import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useWrite } from '@/lib/api/use-write';
import { propertyMediaQueryKey } from './query-keys';

/** DELETE /api/properties/{ref}/floor-plans/{id}: the plan and its drawing. */
export async function deleteFloorPlan({ propertyRef, id }: { propertyRef: string; id: number }) {
  return unwrap(await api.DELETE('/properties/{ref}/floor-plans/{id}', { params: { path: { ref: propertyRef, id } } }));
}

export function useDeleteFloorPlan() {
  return useWrite({
    write: deleteFloorPlan,
    changes: (_, { propertyRef }) => [propertyMediaQueryKey(propertyRef)],
  });
}
