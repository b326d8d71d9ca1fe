import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
export function getTownsQueryOptions() {
    return queryOptions({
        queryKey: ['towns'],
        queryFn: async ({ signal }) => unwrap(await api.GET('/towns', { signal })),
    });
}
export function useTowns() {
    return useQuery(getTownsQueryOptions());
}
