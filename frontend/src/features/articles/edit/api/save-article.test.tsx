// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { answerEvery, cacheHolding, renderWithClient, staleAmong } from '@/lib/api/query-cache.test-support';
import { getArticleQueryOptions } from '../../api/get-article';
import { getArticlesQueryOptions } from '../../api/get-articles';
import { newArticleDraft } from '../lib/article-draft';
import { useSaveArticle } from './save-article';

const READS = [getArticlesQueryOptions(1).queryKey, getArticleQueryOptions(4).queryKey, ['properties']];

async function staleAfterSaving(status: number, body: unknown) {
  answerEvery(fetchMock, status, body);
  const client = cacheHolding(READS);
  const save = renderWithClient(useSaveArticle, client);
  const outcome = await save.current.mutateAsync({ ...newArticleDraft(), id: 4, title: 'Truffle season' });
  return { outcome, stale: staleAmong(client, READS) };
}

describe('useSaveArticle', () => {
  it('a stored save marks the article list and pages stale, and nothing else', async () => {
    const { outcome, stale } = await staleAfterSaving(200, { id: 4 });

    expect(outcome).toEqual({ ok: true, id: 4 });
    expect(stale).toEqual(READS.slice(0, 2));
    expect(fetchMock.mock.calls[0]![0].method).toBe('PUT');
  });

  it('sends the Italian texts as translations.it, an emptied text as none', async () => {
    answerEvery(fetchMock, 200, { id: 4 });
    const save = renderWithClient(useSaveArticle, cacheHolding(READS));
    const draft = newArticleDraft();
    await save.current.mutateAsync({ ...draft, id: 4, italian: { ...draft.italian, title: 'Tartufi', text: '<p></p>' } });
    const body = (await fetchMock.mock.calls[0]![0].json()) as Record<string, unknown>;
    expect(body.translations).toEqual({ it: { title: 'Tartufi', title2: '', listing_description: '', meta_title: '', meta_description: '', text: '' } });
    expect(body).not.toHaveProperty('italian');
  });

  it('a refused save marks nothing stale', async () => {
    const { outcome, stale } = await staleAfterSaving(400, { status: 400, message: 'Title is required' });

    expect(outcome).toEqual({ ok: false, message: 'Title is required' });
    expect(stale).toEqual([]);
  });
});
