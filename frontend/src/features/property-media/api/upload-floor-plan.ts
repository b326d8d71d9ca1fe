import { useWrite } from '@/lib/api/use-write';
import type { FloorPlan } from '../types';
import { postForm } from './post-form';
import { propertyMediaQueryKey } from './query-keys';

export interface FloorPlanUpload {
  propertyRef: string;
  file: File;
  label: string;
  /** Whole m², when known. */
  areaSqm: number | null;
}

/** POST /api/properties/{ref}/floor-plans as multipart (file, label, area_sqm). */
export async function uploadFloorPlan({ propertyRef, file, label, areaSqm }: FloorPlanUpload): Promise<FloorPlan> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('label', label);
  if (areaSqm !== null) form.append('area_sqm', String(areaSqm));
  return postForm(`/api/properties/${encodeURIComponent(propertyRef)}/floor-plans`, form);
}

export function useUploadFloorPlan() {
  return useWrite({
    write: uploadFloorPlan,
    changes: (_, { propertyRef }) => [propertyMediaQueryKey(propertyRef)],
  });
}
