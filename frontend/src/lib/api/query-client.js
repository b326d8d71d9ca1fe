import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
const MAX_RETRIES = 2;
/** A 4xx answer will not change on retry; network failures and 5xx may. */
export function shouldRetry(failureCount, error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
        return false;
    return failureCount < MAX_RETRIES;
}
export const queryConfig = {
    queries: {
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        retry: shouldRetry,
    },
};
export function createQueryClient() {
    return new QueryClient({ defaultOptions: queryConfig });
}
