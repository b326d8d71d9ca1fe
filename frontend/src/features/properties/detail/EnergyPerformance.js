import { Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { EnergyClassBadge } from '../components/EnergyClassBadge';
import styles from './detail.module.css';
const indexFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
function IndexValue({ value }) {
    if (value === null || value === undefined)
        return _jsx(_Fragment, { children: "not stated" });
    return _jsxs(_Fragment, { children: [indexFormat.format(value), " kWh/m\u00B2 year"] });
}
/** The energy certificate (APE) data Italian law wants in every sale advertisement. */
export function EnergyPerformance({ property }) {
    return (_jsxs("section", { "aria-labelledby": "energy-title", className: styles.energy, children: [_jsx("h2", { id: "energy-title", className: styles.sectionTitle, children: "Energy performance" }), property.energy_class ? (_jsx(EnergyClassBadge, { energyClass: property.energy_class })) : (_jsx("p", { children: "Energy class: certificate being prepared" })), _jsxs("dl", { className: styles.energyIndices, children: [_jsxs("dt", { children: ["EP", _jsx("sub", { children: "gl,nren" })] }), _jsx("dd", { children: _jsx(IndexValue, { value: property.energy_non_renewable_index }) }), _jsxs("dt", { children: ["EP", _jsx("sub", { children: "gl,ren" })] }), _jsx("dd", { children: _jsx(IndexValue, { value: property.energy_renewable_index }) })] })] }));
}
