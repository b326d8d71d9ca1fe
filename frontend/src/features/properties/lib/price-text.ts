import { siteKnowledge } from '@/config/site-knowledge.generated';
import { formatNumber } from '@/lib/format-number';

// The texts are the server's (domain::money), copied by `langhe dump-site-knowledge`: the
// server writes `price_text` for what it sends, and these serve an editor's preview, which
// shows a price before the server has seen it.
const { sold: SOLD, cardPleaseCall, priceBoxPleaseCall, currencySymbol } = siteKnowledge.priceText;

/**
 * Spec §2 "Property list": 'SOLD!' when sold, '€Please call' when the price is empty or 0,
 * otherwise euro with en-US grouping and no decimals ('€1,250,000').
 */
export function priceText(price: number | null | undefined, sold: boolean): string {
  if (sold) return SOLD;
  if (!price) return cardPleaseCall;
  return `${currencySymbol}${formatNumber(price)}`;
}

/** The detail page's price box writes the call-for-price case in capitals (spec §2). */
export function detailPriceText(price: number | null | undefined, sold: boolean): string {
  if (!sold && !price) return priceBoxPleaseCall;
  return priceText(price, sold);
}
