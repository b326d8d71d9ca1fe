import { formatNumber } from './format-number';

/**
 * A count with its noun, singular for one and plural otherwise ('1 bathroom', '0 bedrooms',
 * '3 bagni'): English and Italian both use the singular for exactly one. Written out rather than
 * with Intl.PluralRules: the server draws pages in an engine without Intl.
 */
export function countText(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
