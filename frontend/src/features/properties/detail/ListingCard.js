import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Picture } from '../components/Picture';
import { LISTING_SIZE, listingImage } from '../lib/property-images';
import styles from './detail.module.css';
export function ListingCard({ summary, hasGallery }) {
    return (_jsxs("aside", { className: styles.listingCard, "aria-label": "Listing", children: [_jsx(Picture, { className: styles.listingImage, image: listingImage(summary), alt: summary.listing_title, ...LISTING_SIZE }), _jsxs("div", { className: styles.listingBody, children: [_jsx("p", { className: styles.listingTitle, children: summary.listing_title }), _jsx("p", { children: summary.location }), _jsxs("p", { children: ["Ref. ", summary.ref] }), hasGallery && (_jsx("a", { className: styles.galleryLink, href: "#gallery", children: "Photo Gallery" }))] })] }));
}
