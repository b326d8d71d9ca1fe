/** `items` with the one at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  if (from < 0 || from >= moved.length) return moved;
  const target = Math.max(0, Math.min(moved.length - 1, to));
  const [item] = moved.splice(from, 1);
  moved.splice(target, 0, item as T);
  return moved;
}

/** The folder a gallery photo's URL lives in, with its trailing '/', as POST /images/order names it. */
export function galleryFolderOf(photoUrl: string): string {
  const path = photoUrl.replace(/[?#].*$/, '');
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** What the cover marking reads of a gallery (the API's `Gallery`). */
interface CoveredGallery {
  pictures: readonly string[];
  cover_index?: number | null;
}

/**
 * The large URL of the photo the listing picture was made from, when it is in `gallery`: the
 * server records it (`cover_index`), so the editor marks the real one after a reload rather
 * than guess the first photo of the first gallery.
 */
export function coverPhotoOf(gallery: CoveredGallery): string | undefined {
  const index = gallery.cover_index;
  return index === undefined || index === null ? undefined : gallery.pictures[index];
}
