import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import { useWrite } from '@/lib/api/use-write';
import { propertyMediaQueryKey } from './query-keys';

export interface FloorPlanChange {
  propertyRef: string;
  id: number;
  label: string;
  /** Whole m²; null when not known. */
  areaSqm: number | null;
}

/** PUT /api/properties/{ref}/floor-plans/{id}: the floor's label and area. */
export async function updateFloorPlan({ propertyRef, id, label, areaSqm }: FloorPlanChange) {
  return unwrap(
    await api.PUT('/properties/{ref}/floor-plans/{id}', {
      params: { path: { ref: propertyRef, id } },
      // Left out when not known (the API reads an absent area as unknown).
      body: { label, area_sqm: areaSqm ?? undefined },
    }),
  );
}

export function useUpdateFloorPlan() {
  return useWrite({
    write: updateFloorPlan,
    changes: (_, { propertyRef }) => [propertyMediaQueryKey(propertyRef)],
  });
}
