import { sessionStore } from '@/lib/session';
import { errorMessage } from '@/lib/api/error-message';

/** SPEC §5: uploads accept .jpg only (the server proves it by decoding, too). */
export function isJpegFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.jpe?g$/i.test(file.name) && (file.type === '' || file.type === 'image/jpeg');
}

export class UploadError extends Error {}

/**
 * POST /api/images as multipart (image, path). XMLHttpRequest rather than fetch because
 * only it reports upload progress; `onProgress` gets 0…1. Resolves with the addresses of
 * the files written.
 */
export function uploadImage(file: File, path: string, onProgress: (fraction: number) => void): Promise<string[]> {
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
        resolve(writtenImages(request.responseText));
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

/** The `images` of an upload's answer (`ImagesWritten`); none when it cannot be read. */
function writtenImages(body: string): string[] {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'images' in parsed && Array.isArray(parsed.images)) {
      return parsed.images.filter((url): url is string => typeof url === 'string');
    }
  } catch {
    // An answer without a body: nothing to show yet.
  }
  return [];
}
