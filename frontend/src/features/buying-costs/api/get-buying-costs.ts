import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/api-error';
import type { components } from '@/lib/api/schema';
import { propertyQueryKey } from '@/features/property-data';

export type BuyingCosts = components['schemas']['BuyingCosts'];
export type BuyingCostLine = components['schemas']['BuyingCostLine'];
export type BuyerUse = components['schemas']['BuyerUse'];
export type TaxBasis = components['schemas']['TaxBasis'];

export interface CostChoices {
  buyer: BuyerUse;
  basis: TaxBasis;
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

/** The estimate; the last one stays on screen while a toggle fetches the next. */
export function useBuyingCosts(ref: string, choices: CostChoices, key: string | null = null) {
  return useQuery({ ...getBuyingCostsQueryOptions(ref, choices, key), placeholderData: keepPreviousData });
}
