import { PhotoDropZone } from '@/components/photo-upload/PhotoDropZone';
import { useUploadImage } from '../api/upload-image';
import type { ImageTarget } from '../lib/image-targets';

interface PhotoUploaderProps {
  title: string;
  /** Where the files go; the reads showing its pictures are fetched again after each one. */
  target: ImageTarget;
  multiple: boolean;
}

/** The shared drop zone, storing each file at `target`. */
export function PhotoUploader({ title, target, multiple }: PhotoUploaderProps) {
  const upload = useUploadImage();
  return (
    <PhotoDropZone
      title={title}
      multiple={multiple}
      upload={async (file, onProgress) => {
        await upload.mutateAsync({ file, target, onProgress });
      }}
    />
  );
}
