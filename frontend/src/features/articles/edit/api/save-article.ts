import { api } from '@/lib/api/client';
import { errorMessage } from '@/lib/api/error-message';
import { useWrite } from '@/lib/api/use-write';
import { withoutEmptyHtml } from '@/lib/empty-html';
import { ARTICLES_QUERY_KEY } from '../../api/query-keys';
import type { ArticleInput } from '../lib/article-draft';

export type ArticleSaveOutcome = { ok: true; id: number | null } | { ok: false; message: string };

/** POST (no id) or PUT (with id) /articles; 200 and 201 are success (SPEC §7). */
export async function saveArticle(input: ArticleInput): Promise<ArticleSaveOutcome> {
  try {
    const { id, italian, ...fields } = input;
    const content = { ...fields, translations: { it: { ...italian, text: withoutEmptyHtml(italian.text) } } };
    const { data, error, response } =
      id === undefined
        ? await api.POST('/articles', { body: content })
        : await api.PUT('/articles', { body: { id, ...content } });
    if (response.status === 200 || response.status === 201) return { ok: true, id: data?.id ?? id ?? null };
    return { ok: false, message: errorMessage(error, 'There was an error') };
  } catch {
    return { ok: false, message: 'There was an error' };
  }
}

/**
 * A save as a mutation: after a stored save the article reads are fetched again, in the
 * background (the editor reloads the page at once, as the spec asks).
 */
export function useSaveArticle() {
  return useWrite({
    write: saveArticle,
    changes: (outcome) => (outcome.ok ? [ARTICLES_QUERY_KEY] : []),
  });
}
