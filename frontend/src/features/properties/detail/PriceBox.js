import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { detailPriceText } from '../lib/price-text';
import styles from './detail.module.css';
/** A sold property shows SOLD! instead of its price (spec §4). */
export function PriceBox({ summary, note }) {
    return (_jsxs("div", { className: styles.priceBox, children: [_jsx("p", { className: styles.priceLabel, children: "Price" }), _jsx("p", { className: styles.price, children: detailPriceText(summary.price, summary.sold) }), note && !summary.sold && _jsx("p", { className: styles.priceNote, children: note })] }));
}
