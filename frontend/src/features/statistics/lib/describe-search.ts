import { formatEuros } from '@/lib/format-number';
import { kindLabel, parseListFilters } from '@/features/property-data';

// A staff screen: English.
const euros = (amount: number) => formatEuros(amount, 'en');

function priceRange(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `${euros(min)} to ${euros(max)}`;
  if (min !== null) return `from ${euros(min)}`;
  if (max !== null) return `up to ${euros(max)}`;
  return null;
}

/**
 * A search of the list as the consultant would say it: 'Villa or Farmhouse, from €500,000, in
 * Alba, 3+ bedrooms'. `search` is the filters' query as the list page counts it
 * (`min_price=500000&kind=villa&town=7`); `townName` names a town by its id. A query with no
 * filter the list knows is shown as it came.
 */
export function describeSearch(search: string, townName: (id: number) => string | undefined): string {
  const filters = parseListFilters(new URLSearchParams(search));
  const parts = [
    filters.kinds.length > 0 ? filters.kinds.map((kind) => kindLabel(kind)).join(' or ') : null,
    priceRange(filters.minPrice, filters.maxPrice),
    filters.town !== null ? `in ${townName(filters.town) ?? `town ${filters.town}`}` : null,
    filters.minBedrooms !== null ? `${filters.minBedrooms}+ bedrooms` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : search;
}
