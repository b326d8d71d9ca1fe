import { errorMessage } from '@/lib/api/error-message';
import { useWrite } from '@/lib/api/use-write';
import { sessionStore } from '@/lib/session';
import type { PropertyDocument } from '../types';
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
  const token = sessionStore.token();
  const response = await fetch(`/api/properties/${encodeURIComponent(propertyRef)}/documents`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(errorMessage(body, `Upload failed (${response.status})`));
  return body as PropertyDocument;
}

export function useUploadPropertyDocument() {
  return useWrite({
    write: uploadPropertyDocument,
    changes: (_, { propertyRef }) => [propertyMediaQueryKey(propertyRef)],
  });
}
