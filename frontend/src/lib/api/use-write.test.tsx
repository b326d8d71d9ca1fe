// @vitest-environment jsdom
import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { cacheHolding, renderWithClient, staleAmong } from './query-cache.test-support';
import { useWrite } from './use-write';

const LIST: QueryKey = ['things', { page: 1 }];
const ONE: QueryKey = ['things', 'detail', 7];
const OTHER: QueryKey = ['others'];

/**
 * A screen showing the read under `key`: its first read answers at once, a read after that
 * (the refetch a write causes) is logged in `events` and answers once `release` is called.
 */
async function onScreen(client: QueryClient, key: QueryKey, events: string[]) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let reads = 0;
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: async () => {
      reads += 1;
      if (reads > 1) {
        events.push('refetch started');
        await held;
        events.push('refetch finished');
      }
      return reads;
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(client.getQueryData(key)).toBe(1));
  return { release, unsubscribe };
}

describe('useWrite', () => {
  it('marks stale every read under the keys the write names, and no other', async () => {
    const client = cacheHolding([LIST, ONE, OTHER]);
    const write = renderWithClient(() => useWrite({ write: async (ok: boolean) => ok, changes: () => [['things']] }), client);

    await write.current.mutateAsync(true);

    expect(staleAmong(client, [LIST, ONE, OTHER])).toEqual([LIST, ONE]);
  });

  it('marks nothing stale when the write stored nothing', async () => {
    const client = cacheHolding([LIST, ONE]);
    const write = renderWithClient(
      () => useWrite({ write: async (ok: boolean) => ok, changes: (stored) => (stored ? [['things']] : []) }),
      client,
    );

    await write.current.mutateAsync(false);

    expect(staleAmong(client, [LIST, ONE])).toEqual([]);
  });

  it('with waitForReads, settles only once the reads on screen were fetched again', async () => {
    const client = cacheHolding([]);
    const events: string[] = [];
    const screen = await onScreen(client, LIST, events);
    const write = renderWithClient(() => useWrite({ write: async () => true, changes: () => [LIST], waitForReads: true }), client);

    const settled = write.current.mutateAsync(undefined).then(() => events.push('settled'));
    await vi.waitFor(() => expect(events).toContain('refetch started'));
    screen.release();
    await settled;

    expect(events).toEqual(['refetch started', 'refetch finished', 'settled']);
    screen.unsubscribe();
  });

  it('without waitForReads, settles while the reads are still being fetched', async () => {
    const client = cacheHolding([]);
    const events: string[] = [];
    const screen = await onScreen(client, LIST, events);
    const write = renderWithClient(() => useWrite({ write: async () => true, changes: () => [LIST] }), client);

    // Would never settle if it waited for the refetch, which is released only afterwards.
    await write.current.mutateAsync(undefined);

    expect(events).toEqual(['refetch started']);
    screen.release();
    screen.unsubscribe();
  });
});
