import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Link } from 'react-router-dom';
import { handoverState } from '../lib/handover';
import { paths } from '@/config/paths';
import { priceText } from '../lib/price-text';
import { LISTING_SIZE, listingImage } from '../lib/property-images';
import { EnergyClassBadge } from './EnergyClassBadge';
import { Picture } from './Picture';
import { VisibilityBadge } from './VisibilityBadge';
import styles from './PropertyCard.module.css';
export function PropertyCard({ property, lazyImage }) {
    const price = property.price_text || priceText(property.price, property.sold);
    return (_jsxs("article", { className: styles.card, children: [_jsxs(Link, { className: styles.link, to: paths.propertyDetail(property.ref), state: handoverState(property), children: [_jsxs("div", { className: styles.thumbnail, children: [_jsx(Picture, { className: styles.image, image: listingImage(property), alt: "", ...LISTING_SIZE, lazy: lazyImage }), property.sold && _jsx("span", { className: styles.sold, children: "SOLD" })] }), _jsxs("div", { className: styles.body, children: [_jsx("h2", { className: styles.title, children: property.listing_title }), _jsx("p", { className: styles.location, children: property.location }), _jsxs("p", { className: styles.ref, children: ["Ref: ", property.ref] }), _jsx("p", { className: styles.price, children: price })] })] }), _jsxs("div", { className: styles.badges, children: [_jsx(EnergyClassBadge, { energyClass: property.energy_class }), _jsx(VisibilityBadge, { visibility: property.visibility })] })] }));
}
