import { useRef, useState } from 'react';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { announceSaved } from '@/lib/saved-notice';
import { useSaveArticle } from './api/save-article';
import { savedArticleAddress, type ArticleDraft } from './lib/article-draft';
import { checkArticleSave } from './lib/article-schema';
import { fillArticleFromTitle } from './lib/article-title-fill';
import type { BannerUploaded, DraftStored } from './use-article-banner';

interface ArticleSaveOptions {
  /** The article's id when it is stored already; null for a new one. */
  initialId: number | null;
  /** The draft as saved: the fields filled from the title show in the editor. */
  onFilled: (draft: ArticleDraft) => void;
  /** A refused save: the editor shows the message and takes her to the field it names. */
  onRefused: (message: string) => void;
  /** Asked before the server when the save would publish: false stops it (no banner, issue 43). */
  mayPublish: (draft: ArticleDraft) => Promise<boolean>;
  /** After the server stored the article as `id`: the banner that waited for it goes up. */
  afterStored: (id: number) => Promise<BannerUploaded>;
  /** Saved: the editor stops guarding its changes before the page reloads. */
  onSaved: () => void;
}

/**
 * The article editor's saves: the spec's checks (SPEC §5, path and meta title filled from the
 * title where empty), then the server; after a save the address becomes the list with an id
 * query and the page reloads (SPEC §4). `storeDraft` stores a new article as a draft, for its
 * first banner; later saves update that one.
 */
export function useArticleSave({ initialId, onFilled, onRefused, mayPublish, afterStored, onSaved }: ArticleSaveOptions) {
  const mutation = useSaveArticle();
  const [storedId, setStoredId] = useState<number | null>(initialId);
  const draftSaving = useRef<Promise<DraftStored> | null>(null);

  const filledAndChecked = (edited: ArticleDraft): { ok: true; draft: ArticleDraft } | { ok: false; message: string } => {
    const draft = fillArticleFromTitle(edited);
    if (draft !== edited) onFilled(draft);
    const check = checkArticleSave(draft);
    return check.ok ? { ok: true, draft } : { ok: false, message: check.message };
  };

  const save = async (edited: ArticleDraft) => {
    const checked = filledAndChecked(edited);
    if (!checked.ok) return onRefused(checked.message);
    const { draft } = checked;
    if (draft.published && !(await mayPublish(draft))) return;
    // A banner's draft still being stored: this save updates it rather than making a second article.
    const id = storedId ?? (await draftSaving.current?.then((stored) => (stored.ok ? stored.id : null))) ?? null;
    const outcome = await mutation.mutateAsync(id === null ? draft : { ...draft, id });
    if (!outcome.ok) return onRefused(outcome.message);
    if (outcome.id !== null) {
      setStoredId(outcome.id);
      const banner = await afterStored(outcome.id);
      if (!banner.ok) {
        // The text is saved; the banner still waits here, and the next save tries it again.
        toast.error(`The article is saved, but its banner did not upload: ${banner.message}. Save again to retry.`, 'Error');
        return;
      }
    }
    onSaved();
    announceSaved({ reloading: true });
    window.history.replaceState(null, '', outcome.id === null ? paths.articleListPage(1) : savedArticleAddress(outcome.id));
    window.location.reload();
  };

  /** A new article stored as a draft (whatever she chose to publish), once, for its banner. */
  const storeDraft = (edited: ArticleDraft): Promise<DraftStored> => {
    draftSaving.current ??= (async (): Promise<DraftStored> => {
      const checked = filledAndChecked(edited);
      if (!checked.ok) return checked;
      const outcome = await mutation.mutateAsync({ ...checked.draft, published: false });
      if (!outcome.ok) return outcome;
      if (outcome.id === null) return { ok: false, message: 'There was an error' };
      setStoredId(outcome.id);
      return { ok: true, id: outcome.id };
    })().then((stored) => {
      // Refused: the next banner she chooses tries again.
      if (!stored.ok) draftSaving.current = null;
      return stored;
    });
    return draftSaving.current;
  };

  return { save, storeDraft, storedId, saving: mutation.isPending };
}
