import { siteKnowledge } from '@/config/site-knowledge.generated';
import { formatEuros } from '@/lib/format-number';
import type { Language } from '@/lib/i18n';

// The texts are the server's (domain::money), copied by `langhe dump-site-knowledge`: the
// server writes `price_text` for what it sends in English; the Italian pages, and an editor's
// preview (which shows a price before the server has seen it), write their own.
const { cardPleaseCall, priceBoxPleaseCall, sold, it: italian } = siteKnowledge.priceText;
const TEXTS = { en: { cardPleaseCall, priceBoxPleaseCall, sold }, it: italian } as const;

/**
 * Spec §2 "Property list": 'SOLD!' when sold, '€Please call' when the price is empty or 0,
 * otherwise euro with no decimals ('€1,250,000'); in Italian 'VENDUTO!', 'Prezzo su richiesta',
 * '1.250.000 €' (lib/format-number.ts: the sign after Italian digits).
 */
export function priceText(price: number | null | undefined, sold: boolean, language: Language = 'en'): string {
  const texts = TEXTS[language];
  if (sold) return texts.sold;
  if (!price) return texts.cardPleaseCall;
  return formatEuros(price, language);
}

/** The detail page's price box writes the call-for-price case in capitals (spec §2). */
export function detailPriceText(price: number | null | undefined, sold: boolean, language: Language = 'en'): string {
  if (!sold && !price) return TEXTS[language].priceBoxPleaseCall;
  return priceText(price, sold, language);
}
