import { useRates } from '../api/get-rates';
import { usePreferredCurrency, type CurrencyCode } from './preference';

/** What a price is converted with: the picked currency's rate and the day it is for. */
export interface Conversion {
  currency: Exclude<CurrencyCode, 'EUR'>;
  symbol: string;
  perEuro: number;
  /** 'YYYY-MM-DD', the ECB's day. */
  date: string;
}

/**
 * The picked currency's rate, or null: euro picked, the rates not loaded yet, or none served
 * (none fetched yet, or more than a week old), so prices show in euro only.
 */
export function useConversion(): Conversion | null {
  const currency = usePreferredCurrency();
  const rates = useRates({ enabled: currency !== 'EUR' });
  if (currency === 'EUR' || !rates.data?.date) return null;
  const rate = rates.data.rates.find((entry) => entry.currency === currency);
  if (!rate) return null;
  return { currency, symbol: rate.symbol, perEuro: rate.per_euro, date: rates.data.date };
}
