import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { placeImageUrl } from '../lib/images';
import styles from './detail.module.css';
/** Travel times, e.g. '45 min from Alba', alternating picture left and right. */
export function Distances({ distances }) {
    if (distances.length === 0)
        return null;
    return (_jsxs("section", { "aria-labelledby": "distances-title", children: [_jsx("h2", { id: "distances-title", className: styles.sectionTitle, children: "Distances" }), _jsx("ul", { className: styles.distances, children: distances.map((entry, index) => (_jsxs("li", { className: styles.distance, children: [_jsx("img", { className: styles.distanceImage, src: placeImageUrl(entry.place), alt: "", width: 300, height: 200, loading: "lazy", decoding: "async" }), _jsxs("p", { className: styles.distanceText, children: [_jsxs("strong", { children: [entry.distance, " min"] }), " ", entry.descrip] })] }, `${index}-${entry.place}`))) })] }));
}
