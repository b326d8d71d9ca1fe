import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';

export async function getProperty(ref: string, signal?: AbortSignal) {
  return unwrap(await api.GET('/properties/{ref}', { params: { path: { ref } }, signal }));
}

export function getPropertyQueryOptions(ref: string) {
  return queryOptions({
    queryKey: ['properties', 'detail', ref],
    queryFn: ({ signal }) => getProperty(ref, signal),
  });
}

export function useProperty(ref: string) {
  return useQuery(getPropertyQueryOptions(ref));
}
