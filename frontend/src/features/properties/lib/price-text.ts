import { formatNumber } from '@/lib/format-number';

/**
 * Spec §2 "Property list": 'SOLD!' when sold, '€Please call' when the price is empty or 0,
 * otherwise euro with en-US grouping and no decimals ('€1,250,000').
 */
export function priceText(price: number | null | undefined, sold: boolean): string {
  if (sold) return 'SOLD!';
  if (!price) return '€Please call';
  return `€${formatNumber(price)}`;
}

/** The detail page's price box writes the call-for-price case in capitals (spec §2). */
export function detailPriceText(price: number | null | undefined, sold: boolean): string {
  if (!sold && !price) return '€PLEASE CALL';
  return priceText(price, sold);
}
