import { errorMessage } from '@/lib/api/error-message';
import { sessionStore } from '@/lib/session';

/**
 * POSTs a multipart form to `path` under the staff session and answers the JSON body; a
 * refusal throws the server's message. The typed client (openapi-fetch) is set up for JSON bodies.
 */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const token = sessionStore.token();
  const response = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(errorMessage(body, `Upload failed (${response.status})`));
  return body as T;
}
