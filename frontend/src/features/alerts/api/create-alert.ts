import { unwrap } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { Language } from '@/lib/i18n';
import type { ListFilters } from '@/features/property-data';

/**
 * POST /api/alerts: the list's filters with the visitor's address. The form only calls this
 * once the consent box is ticked. Answers what to tell the visitor about the mailed link.
 */
export async function createAlert(email: string, filters: ListFilters, language: Language, captchaToken: string): Promise<string> {
  const answer = unwrap(
    await api.POST('/alerts', {
      body: {
        email,
        consent: true,
        captchaToken,
        language,
        filters: {
          min_price: filters.minPrice ?? undefined,
          max_price: filters.maxPrice ?? undefined,
          town: filters.town ?? undefined,
          kind: filters.kinds,
          min_bedrooms: filters.minBedrooms ?? undefined,
        },
      },
    }),
  );
  return answer.message;
}
