import { useQueries } from '@tanstack/react-query';
import { getPropertyQueryOptions, type Property } from '@/features/property-data';
import { ApiError } from '@/lib/api/api-error';
import { useSession } from '@/lib/session';

/** What became of a shortlisted home when the shortlist page asked the public API for it. */
export type ShortlistedHome =
  | { ref: string; state: 'loading' }
  | { ref: string; state: 'available'; property: Property }
  /** Sold since it was kept: no longer on the market. */
  | { ref: string; state: 'sold'; property: Property }
  /** Hidden, unlisted or deleted: the public may no longer see it. */
  | { ref: string; state: 'gone' }
  | { ref: string; state: 'failed' };

/**
 * Each home through `GET /api/properties/{ref}`, the property page's own read (so a home
 * opened from here is already in the cache), in the shortlist's order.
 */
export function useShortlistedHomes(refs: readonly string[]): ShortlistedHome[] {
  const { token } = useSession();
  return useQueries({
    queries: refs.map((ref) => ({ ...getPropertyQueryOptions(ref, token), retry: false })),
    combine: (results) =>
      results.map((result, index): ShortlistedHome => {
        const ref = refs[index];
        if (result.data) {
          const property = result.data;
          if (property.visibility === 'hidden') return { ref, state: 'gone' };
          return { ref, state: property.sold ? 'sold' : 'available', property };
        }
        if (result.error) {
          return { ref, state: result.error instanceof ApiError && result.error.isNotFound ? 'gone' : 'failed' };
        }
        return { ref, state: 'loading' };
      }),
  });
}
