import type { UploadHeld } from '@/components/photo-upload/PhotoDropZone';
import { PhotoDropZone } from '@/components/photo-upload/PhotoDropZone';
import { PictureNow } from '@/components/photo-upload/PictureNow';
import uploadStyles from '@/components/photo-upload/photo-upload.module.css';
import type { PictureStored } from '@/lib/images/use-picture-stored';

interface BannerFieldProps {
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<void | UploadHeld>;
  /** The banner just uploaded here. */
  uploadedUrl: string | null;
  /** The file chosen before the article could be stored, uploaded after its first save. */
  waiting: File | null;
  /** The banner's address as the API names it; null for a new article. */
  current: string | null;
  /** Whether the article has a banner, as far as is known. */
  present: PictureStored;
}

/** What the field says the article has now. */
function BannerNow({ uploadedUrl, waiting, current, present }: Omit<BannerFieldProps, 'upload'>) {
  if (uploadedUrl || !waiting) {
    if (!uploadedUrl && current !== null && present === 'yes') {
      return <img className={uploadStyles.preview} src={current} alt="Current banner" width={360} height={240} />;
    }
    if (!uploadedUrl && current !== null && present === 'no') {
      return <p>None yet: until one is uploaded, the article shows a &ldquo;Photos coming soon&rdquo; picture.</p>;
    }
    return (
      <PictureNow
        label="Banner"
        uploaded={uploadedUrl}
        current={current}
        noneYet="None yet: the first upload saves the article as a draft, which only staff see."
      />
    );
  }
  return <p>Chosen: {waiting.name}. It uploads when you save the article.</p>;
}

/** The article's banner: what it has now (or the file waiting for the first save), and the drop zone. */
export function BannerField({ upload, ...now }: BannerFieldProps) {
  return (
    <fieldset className={uploadStyles.uploader} data-field="banner">
      <legend>Banner</legend>
      <BannerNow {...now} />
      <PhotoDropZone title="Banner upload" multiple={false} upload={upload} />
    </fieldset>
  );
}
