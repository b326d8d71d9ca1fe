import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import type { components } from '@/lib/api/schema';
import { propertyQueryKey } from '@/features/property-data';
import { fillRequest, SHARE_KEY_PARAMETER } from '@/config/initial-data-requests';

export type BuyingCosts = components['schemas']['BuyingCosts'];
export type BuyingCostLine = components['schemas']['BuyingCostLine'];
export type BuyerUse = components['schemas']['BuyerUse'];
export type TaxBasis = components['schemas']['TaxBasis'];

export interface CostChoices {
  buyer: BuyerUse;
  basis: TaxBasis;
}

/** The request `getBuyingCosts` makes, as the server keys it in a page's initial data. */
export function buyingCostsRequest(ref: string, choices: CostChoices, key: string | null = null): string {
  const request = fillRequest('propertyCosts', { ref: encodeURIComponent(ref), ...choices });
  return key ? `${request}&${SHARE_KEY_PARAMETER}=${key}` : request;
}

/** GET /properties/{ref}/costs: the itemised estimate for the buyer's choices. */
export async function getBuyingCosts(ref: string, choices: CostChoices, key: string | null, signal?: AbortSignal) {
  const query = { ...choices, ...(key ? { key } : {}) };
  return unwrap(await api.GET('/properties/{ref}/costs', { params: { path: { ref }, query }, signal }));
}

/** Under the property's own key: a save of the property marks its estimates stale too. */
export function buyingCostsQueryKey(ref: string) {
  return [...propertyQueryKey(ref), 'costs'] as const;
}

export function getBuyingCostsQueryOptions(ref: string, choices: CostChoices, key: string | null = null) {
  return queryOptions({
    queryKey: [...buyingCostsQueryKey(ref), { ...choices, key }],
    queryFn: ({ signal }) => getBuyingCosts(ref, choices, key, signal),
  });
}

/**
 * The estimate; the last one stays on screen while a toggle fetches the next. `enabled`: the
 * property has an estimate at all (a published price, not sold); otherwise nothing is asked.
 */
export function useBuyingCosts(ref: string, choices: CostChoices, key: string | null = null, enabled = true) {
  return useQuery({ ...getBuyingCostsQueryOptions(ref, choices, key), placeholderData: keepPreviousData, enabled });
}
