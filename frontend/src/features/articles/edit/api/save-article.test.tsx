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

  it('a refused save marks nothing stale', async () => {
    const { outcome, stale } = await staleAfterSaving(400, { status: 400, message: 'Title is required' });

    expect(outcome).toEqual({ ok: false, message: 'Title is required' });
    expect(stale).toEqual([]);
  });
});
