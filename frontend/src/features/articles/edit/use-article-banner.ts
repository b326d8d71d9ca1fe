import { useState } from 'react';
import type { UploadHeld } from '@/components/photo-upload/PhotoDropZone';
import { writtenJpeg } from '@/components/photo-upload/SitePictureField';
import { uploadImage } from '@/lib/images/upload-picture';
import { usePictureStored } from '@/lib/images/use-picture-stored';

/** Where an article's banner is uploaded (POST /images `path`). */
export const bannerTarget = (id: number) => `articles/${id}/banner`;

/** A new article stored as a draft, for its banner: its id, or why it cannot be stored yet. */
export type DraftStored = { ok: true; id: number } | { ok: false; message: string };

export type BannerUploaded = { ok: true } | { ok: false; message: string };

interface ArticleBannerOptions {
  /** The stored article's id; null until its first save. */
  storedId: number | null;
  /** Stores a new article as a draft so the banner has a place to go. */
  storeDraft: () => Promise<DraftStored>;
  /** The banner's address as the API names it (a stored article), null for a new one. */
  current: string | null;
}

/**
 * An article's banner (issue 43: hers failed with "Save the article first", was never
 * retried, and the article went out with a placeholder). A banner chosen before the article
 * can be stored waits, and goes up after the first save that stores it (`uploadWaiting`);
 * `present` says whether the article will have one, for the warning before publishing.
 */
export function useArticleBanner({ storedId, storeDraft, current }: ArticleBannerOptions) {
  const [waiting, setWaiting] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<{ url: string | null } | null>(null);
  const stored = usePictureStored(current);

  const put = async (id: number, file: File, onProgress: (fraction: number) => void) => {
    const written = await uploadImage(file, bannerTarget(id), onProgress);
    setUploaded({ url: writtenJpeg(written) });
    setWaiting(null);
  };

  /** The drop zone's upload: at once where the article is (or can be) stored, else held. */
  const choose = async (file: File, onProgress: (fraction: number) => void): Promise<void | UploadHeld> => {
    if (storedId !== null) return put(storedId, file, onProgress);
    const draft = await storeDraft();
    if (draft.ok) return put(draft.id, file, onProgress);
    setWaiting(file);
    return { held: `Waiting for the article's first save, then it uploads by itself. (It cannot be saved yet: ${draft.message}.)` };
  };

  /** After a save stored the article as `id`: the banner that waited goes up now. */
  const uploadWaiting = async (id: number): Promise<BannerUploaded> => {
    if (!waiting) return { ok: true };
    try {
      await put(id, waiting, () => {});
      return { ok: true };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : 'Upload failed' };
    }
  };

  // A waiting banner counts: the save that publishes uploads it first.
  const present = uploaded !== null || waiting !== null ? 'yes' : stored;
  return { choose, uploadWaiting, waiting, uploadedUrl: uploaded?.url ?? null, present };
}
