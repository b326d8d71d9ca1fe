import { useWrite } from '@/lib/api/use-write';
import type { PropertyDocument } from '../types';
import { postForm } from './post-form';
import { propertyMediaQueryKey } from './query-keys';

export interface DocumentUpload {
  propertyRef: string;
  file: File;
  title: string;
  visibility: PropertyDocument['visibility'];
}

/** POST /api/properties/{ref}/documents as multipart (file, title, visibility). */
export async function uploadPropertyDocument({ propertyRef, file, title, visibility }: DocumentUpload): Promise<PropertyDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('title', title);
  form.append('visibility', visibility);
  return postForm(`/api/properties/${encodeURIComponent(propertyRef)}/documents`, form);
}

export function useUploadPropertyDocument() {
  return useWrite({
    write: uploadPropertyDocument,
    changes: (_, { propertyRef }) => [propertyMediaQueryKey(propertyRef)],
  });
}
