import { formatNumber } from '@/lib/format-number';

/** Whole euros up to 999,999,999,999: more digits than any price, fewer than a double loses. */
export const PRICE_MAX_DIGITS = 12;

export interface TypedPrice {
  /** What the input shows: the digits grouped ('1,250,000'), '' when she cleared it. */
  text: string;
  /** The stored value: whole euros, never below 0 (SPEC §5: numeric, min 0); '' is 0. */
  value: number;
  /** Where the caret goes: after as many digits as stood before it in what she typed. */
  caret: number;
}

/**
 * What the price input becomes after she typed `typed` with the caret at `caret`: only digits
 * count (a '-', a letter or a pasted '€ 1.250.000' leave the digits), leading zeros go, and
 * the thousands separators are written anew, the caret kept beside the same digit.
 */
export function typePrice(typed: string, caret: number): TypedPrice {
  let digitsBefore = countDigits(typed.slice(0, Math.max(0, caret)));
  const allDigits = typed.replace(/\D/g, '');
  const leadingZeros = /^0*/.exec(allDigits)?.[0].length ?? 0;
  const kept = Math.min(leadingZeros, allDigits.length - 1);
  let digits = allDigits.slice(Math.max(0, kept));
  digitsBefore -= Math.min(kept, digitsBefore);
  if (digits.length > PRICE_MAX_DIGITS) {
    digits = digits.slice(0, PRICE_MAX_DIGITS);
    digitsBefore = Math.min(digitsBefore, PRICE_MAX_DIGITS);
  }
  if (!digits) return { text: '', value: 0, caret: 0 };
  const value = Number(digits);
  const text = formatNumber(value, 'en');
  return { text, value, caret: caretAfterDigits(text, digitsBefore) };
}

/** The price as the input first shows it. */
export function priceText(value: number): string {
  return formatNumber(Math.max(0, Math.round(value || 0)), 'en');
}

/** The value a shown text stands for ('' is 0). */
export function priceValue(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

function caretAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index])) seen += 1;
    if (seen === digits) return index + 1;
  }
  return text.length;
}
