const euros = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/**
 * Spec §2 "Property list": 'SOLD!' when sold, '€Please call' when the price is empty or 0,
 * otherwise euro with en-US grouping and no decimals ('€1,250,000').
 */
export function priceText(price, sold) {
    if (sold)
        return 'SOLD!';
    if (!price)
        return '€Please call';
    return `€${euros.format(price)}`;
}
/** The detail page's price box writes the call-for-price case in capitals (spec §2). */
export function detailPriceText(price, sold) {
    if (!sold && !price)
        return '€PLEASE CALL';
    return priceText(price, sold);
}
