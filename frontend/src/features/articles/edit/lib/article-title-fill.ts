import { isDefaultText } from '@/lib/default-text';
import { slugWithin } from '@/lib/slug';
import { ARTICLE_DEFAULT_TEXTS, type ArticleDraft } from './article-draft';

/** The server's cap on an article's path (domain::article::input, MAX_ARTICLE_PATH_CHARS). */
const MAX_PATH_CHARS = 100;

/** The fields an article's title fills in, as the property editor's title does (issue 43). */
export type TitleFilled = 'path' | 'meta_title';
/** Which of them still follow the title: she has not written her own. */
export type TitleFollowers = Record<TitleFilled, boolean>;

/**
 * What the title makes of the path (its words, within the server's length; the server takes
 * a path without the properties' '-' prefix) and the meta title (the title). Null while the
 * title is empty or still the default text, which fills nothing.
 */
export function fromArticleTitle(title: string): Record<TitleFilled, string> | null {
  const trimmed = title.trim();
  if (trimmed === '' || isDefaultText(trimmed, ARTICLE_DEFAULT_TEXTS.title)) return null;
  return { path: slugWithin(trimmed, MAX_PATH_CHARS), meta_title: trimmed };
}

/**
 * A field follows the title while it is empty or holds what the title makes (she has not
 * changed it); a locked path (a stored article's address) never does.
 */
export function followersAtStart(draft: ArticleDraft, pathLocked: boolean): TitleFollowers {
  const made = fromArticleTitle(draft.title);
  const follows = (field: TitleFilled) => draft[field].trim() === '' || draft[field] === made?.[field];
  return { path: !pathLocked && follows('path'), meta_title: follows('meta_title') };
}

/** The draft with a new title, and the fields following it made from that title. */
export function withArticleTitle(draft: ArticleDraft, title: string, followers: TitleFollowers): ArticleDraft {
  const made = fromArticleTitle(title);
  return {
    ...draft,
    title,
    path: followers.path ? (made?.path ?? '') : draft.path,
    meta_title: followers.meta_title ? (made?.meta_title ?? '') : draft.meta_title,
  };
}

/** Path and meta title filled from the title where empty, as a save sends them. */
export function fillArticleFromTitle(draft: ArticleDraft): ArticleDraft {
  const made = fromArticleTitle(draft.title);
  if (!made) return draft;
  const orMade = (field: TitleFilled) => (draft[field].trim() === '' ? made[field] : draft[field]);
  return { ...draft, path: orMade('path'), meta_title: orMade('meta_title') };
}
