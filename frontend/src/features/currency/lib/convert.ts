import { formatMoney } from '@/lib/format-number';
import type { Language } from '@/lib/i18n';

/** Significant figures an approximate price keeps (the server's `currency::approximate`). */
const SIGNIFICANT_FIGURES = 3;

/**
 * `euros` in a currency one euro buys `perEuro` of, rounded half away from zero to three
 * significant figures: a daily reference rate is no more precise than that. A copy of the
 * server's rule (crates/currency/src/conversion.rs); both pin the same table in their tests.
 */
export function approximate(euros: number, perEuro: number): number {
  const exact = euros * perEuro;
  if (exact < 1) return Math.round(exact);
  const digits = Math.floor(Math.log10(exact)) + 1;
  const unit = 10 ** Math.max(digits - SIGNIFICANT_FIGURES, 0);
  return Math.round(exact / unit) * unit;
}

/**
 * The line beside a price: '≈ £612,000', on an Italian page '≈ 612.000 £'; with `upTo` above
 * it, a range: '≈ £21,300 – £23,000'.
 */
export function approximateText(euros: number, rate: { symbol: string; perEuro: number }, language: Language, upTo?: number): string {
  const money = (amount: number) => formatMoney(approximate(amount, rate.perEuro), rate.symbol, language);
  return upTo !== undefined && upTo > euros ? `≈ ${money(euros)} – ${money(upTo)}` : `≈ ${money(euros)}`;
}
