import { formatNumber } from '@/lib/format-number';

/** An amount in euros, or its range when the estimate has one: '€2,500 – €4,500'. */
export function costAmount(amount: number, max: number = amount): string {
  const low = `€${formatNumber(amount)}`;
  return max > amount ? `${low} – €${formatNumber(max)}` : low;
}
