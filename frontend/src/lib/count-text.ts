import { formatNumber } from './format-number';
import type { Language } from './i18n';

/**
 * A count with its noun, singular for one and plural otherwise ('1 bathroom', '0 bedrooms',
 * '3 bagni'): English and Italian both use the singular for exactly one. Written out rather than
 * with Intl.PluralRules: the server draws pages in an engine without Intl. The digits are the
 * language's ('1,200 views', '12.000 visualizzazioni').
 */
export function countText(count: number, one: string, many: string, language: Language): string {
  return `${formatNumber(count, language)} ${count === 1 ? one : many}`;
}
