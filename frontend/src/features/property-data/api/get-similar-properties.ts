import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { fillRequest } from '@/config/initial-data-requests';
import { unwrap } from '@/lib/api/api-error';
import { shareKeyQuery } from '../lib/share-key';
import { similarPropertiesQueryKey } from './query-keys';

/** The request `getSimilarProperties` makes, as the server keys it in a page's initial data. */
export function similarPropertiesRequest(ref: string, key: string | null = null): string {
  return `${fillRequest('similarProperties', { ref: encodeURIComponent(ref) })}${shareKeyQuery(key)}`;
}

export async function getSimilarProperties(ref: string, key: string | null, signal?: AbortSignal) {
  const query = key ? { key } : {};
  return unwrap(await api.GET('/properties/{ref}/similar', { params: { path: { ref }, query }, signal }));
}

/** The homes suggested are public ones whoever asks: no viewer in the key. */
export function getSimilarPropertiesQueryOptions(ref: string, key: string | null = null) {
  return queryOptions({
    queryKey: [...similarPropertiesQueryKey(ref), { key }],
    queryFn: ({ signal }) => getSimilarProperties(ref, key, signal),
  });
}

export function useSimilarProperties(ref: string, key: string | null = null) {
  return useQuery(getSimilarPropertiesQueryOptions(ref, key));
}
