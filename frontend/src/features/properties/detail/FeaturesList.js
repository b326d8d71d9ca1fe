import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import styles from './detail.module.css';
/** Features as the server writes them, sqm entries already carrying sq ft / acres. */
export function FeaturesList({ features }) {
    if (features.length === 0)
        return null;
    return (_jsxs("section", { "aria-labelledby": "features-title", children: [_jsx("h2", { id: "features-title", className: styles.sectionTitle, children: "Features" }), _jsx("ul", { className: styles.features, children: features.map((feature, index) => (_jsx("li", { children: feature }, `${index}-${feature}`))) })] }));
}
