import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { createQueryClient } from './query-client';

/**
 * Stands in for fetch. openapi-fetch keeps the fetch it finds when the API client is made, so
 * call this inside `vi.hoisted`, before the client module loads.
 */
export function standInFetch() {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The API answers every request with `status` and `body` as JSON. */
export function answerEvery(fetchMock: ReturnType<typeof standInFetch>, status: number, body: unknown = {}) {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

/** A query client holding an answer under each of `keys`, as if screens had read them. */
export function cacheHolding(keys: readonly QueryKey[]): QueryClient {
  const client = createQueryClient();
  for (const key of keys) client.setQueryData(key, { read: key });
  return client;
}

/** Those of `keys` marked stale, i.e. fetched again by the screens showing them. */
export function staleAmong(client: QueryClient, keys: readonly QueryKey[]): QueryKey[] {
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated);
}

/** Runs `hook` as a component under `client` would. */
export function renderWithClient<Result>(hook: () => Result, client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(hook, { wrapper }).result;
}
