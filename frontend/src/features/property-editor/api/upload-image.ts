import { uploadImage } from '@/lib/images/upload-picture';
import { useWrite } from '@/lib/api/use-write';
import { readsShowing, type ImageTarget } from '../lib/image-targets';

export { isJpegFile, UploadError, uploadImage } from '@/lib/images/upload-picture';

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
