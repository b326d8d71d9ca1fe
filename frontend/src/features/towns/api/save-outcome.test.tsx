// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(() => import('@/lib/api/query-cache.test-support').then((support) => support.standInFetch()));
import { getPropertiesQueryOptions, getPropertyQueryOptions } from '@/features/property-data';
import { answerEvery, cacheHolding, renderWithClient, staleAmong } from '@/lib/api/query-cache.test-support';
import { useCreateTown } from './create-town';
import { getTownsQueryOptions } from './get-towns';

const TOWNS = getTownsQueryOptions().queryKey;
const PROPERTIES = [getPropertiesQueryOptions(1).queryKey, getPropertyQueryOptions('123').queryKey];
const TOWN = { name: 'Barolo', name2: 'Langhe', facts: '', short_description: '', text: '', path: 'barolo' };

describe('a town save', () => {
  it('marks the towns and the properties, which embed their town, stale', async () => {
    answerEvery(fetchMock, 201, { ...TOWN, id: 9 });
    const client = cacheHolding([TOWNS, ...PROPERTIES]);

    const outcome = await renderWithClient(useCreateTown, client).current.mutateAsync(TOWN);

    expect(outcome).toEqual({ ok: true, town: { ...TOWN, id: 9 } });
    expect(staleAmong(client, [TOWNS, ...PROPERTIES])).toEqual([TOWNS, ...PROPERTIES]);
  });

  it('refused, marks nothing stale', async () => {
    answerEvery(fetchMock, 400, { status: 400, message: 'Name is required' });
    const client = cacheHolding([TOWNS, ...PROPERTIES]);

    await renderWithClient(useCreateTown, client).current.mutateAsync(TOWN);

    expect(staleAmong(client, [TOWNS, ...PROPERTIES])).toEqual([]);
  });
});
