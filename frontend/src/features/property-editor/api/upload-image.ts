import { sessionStore } from '@/lib/session';
import { errorMessage } from '@/lib/api/error-message';
import { useWrite } from '@/lib/api/use-write';
import { readsShowing, type ImageTarget } from '../lib/image-targets';

/** SPEC §5: uploads accept .jpg only (the server proves it by decoding, too). */
export function isJpegFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.jpe?g$/i.test(file.name) && (file.type === '' || file.type === 'image/jpeg');
}

export class UploadError extends Error {}

/**
 * POST /api/images as multipart (image, path). XMLHttpRequest rather than fetch because
 * only it reports upload progress; `onProgress` gets 0…1.
 */
export function uploadImage(file: File, path: string, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/images');
    request.setRequestHeader('Accept', 'application/json');
    const token = sessionStore.token();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not the JSON error shape: the fallback message will do.
      }
      reject(new UploadError(errorMessage(body, `Upload failed (${request.status})`)));
    };
    request.onerror = () => reject(new UploadError('Upload failed: the server could not be reached'));
    const form = new FormData();
    form.append('image', file, file.name);
    form.append('path', path);
    request.send(form);
  });
}

export interface ImageUpload {
  file: File;
  target: ImageTarget;
  onProgress: (fraction: number) => void;
}

/**
 * An upload as a mutation: once the picture is stored, the reads that name the target's
 * pictures are fetched again in the background (the next file does not wait for them).
 */
export function useUploadImage() {
  return useWrite({
    write: ({ file, target, onProgress }: ImageUpload) => uploadImage(file, target.path, onProgress),
    changes: (_, { target }) => [readsShowing(target)],
  });
}
