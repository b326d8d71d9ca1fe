import { isPropertyKind, PROPERTY_KINDS, type PropertyKind } from './facts';

export type ListSort = 'newest' | 'price_asc' | 'price_desc';
export const LIST_SORTS: readonly ListSort[] = ['newest', 'price_asc', 'price_desc'];

/** The list page's filters, as its URL query carries them (and GET /api/properties takes them). */
export interface ListFilters {
  minPrice: number | null;
  maxPrice: number | null;
  town: number | null;
  kinds: PropertyKind[];
  minBedrooms: number | null;
  sort: ListSort;
}

export const NO_FILTERS: ListFilters = {
  minPrice: null,
  maxPrice: null,
  town: null,
  kinds: [],
  minBedrooms: null,
  sort: 'newest',
};

/** Largest bedroom count the API accepts. */
const MAX_ROOMS = 50;
/** The filter form's price step. */
export const PRICE_STEP = 10000;
/** The filter form's bedroom choices: 1+ to 6+. */
export const BEDROOM_CHOICES = [1, 2, 3, 4, 5, 6] as const;
const MOST_BEDROOMS_CHOICE = BEDROOM_CHOICES[BEDROOM_CHOICES.length - 1];

const stepDown = (price: number) => Math.floor(price / PRICE_STEP) * PRICE_STEP;
/** On the step above, or below past the largest safe step. */
function stepUp(price: number): number {
  const up = Math.ceil(price / PRICE_STEP) * PRICE_STEP;
  return up > Number.MAX_SAFE_INTEGER ? stepDown(price) : up;
}

function wholeNumber(text: string | null, max = Number.MAX_SAFE_INTEGER): number | null {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= max ? value : null;
}

/**
 * Reads the filters from a page's query, forgiving: a value the API would refuse is dropped
 * (an address typed by hand still shows homes), bounds given the wrong way round are swapped,
 * and a value the form cannot send is moved onto its steps (prices to whole 10,000s, widened:
 * the lower bound down, the upper one up; bedrooms to at most 6+), so the form shows what the
 * list is filtered by. crates/site/src/list_filters.rs applies the same rules on the server,
 * which keys its page cache by them.
 */
export function parseListFilters(search: URLSearchParams): ListFilters {
  let minPrice = wholeNumber(search.get('min_price'));
  let maxPrice = wholeNumber(search.get('max_price'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice !== null) minPrice = stepDown(minPrice);
  if (maxPrice !== null) maxPrice = stepUp(maxPrice);
  const minBedrooms = wholeNumber(search.get('min_bedrooms'), MAX_ROOMS);
  const wanted = new Set(search.getAll('kind').filter(isPropertyKind));
  const sort = search.get('sort');
  return {
    minPrice,
    maxPrice,
    town: wholeNumber(search.get('town')),
    kinds: PROPERTY_KINDS.filter((kind) => wanted.has(kind)),
    minBedrooms: minBedrooms === null ? null : Math.min(minBedrooms, MOST_BEDROOMS_CHOICE),
    sort: LIST_SORTS.find((s) => s === sort) ?? 'newest',
  };
}

/**
 * The filters as a query string without '?', in one fixed order and without defaults, so one
 * choice has one address ('' when nothing is chosen). The server keys a page's initial data
 * by the API request built from it, so both sides must write it alike.
 */
export function listFiltersQuery(filters: ListFilters): string {
  const pairs: [string, string][] = [];
  if (filters.minPrice !== null) pairs.push(['min_price', String(filters.minPrice)]);
  if (filters.maxPrice !== null) pairs.push(['max_price', String(filters.maxPrice)]);
  if (filters.town !== null) pairs.push(['town', String(filters.town)]);
  for (const kind of filters.kinds) pairs.push(['kind', kind]);
  if (filters.minBedrooms !== null) pairs.push(['min_bedrooms', String(filters.minBedrooms)]);
  if (filters.sort !== 'newest') pairs.push(['sort', filters.sort]);
  return new URLSearchParams(pairs).toString();
}

export function hasFilters(filters: ListFilters): boolean {
  return listFiltersQuery(filters) !== '';
}

/** `base` plus the filters' query, if any. */
export function withFilters(base: string, filters: ListFilters): string {
  const query = listFiltersQuery(filters);
  return query === '' ? base : `${base}?${query}`;
}
