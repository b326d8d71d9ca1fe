import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import styles from './badges.module.css';
/**
 * The energy class Italian law asks for on every sale advertisement. The colour stripe
 * follows the usual green-to-red scale; the text carries the meaning.
 */
export function EnergyClassBadge({ energyClass }) {
    if (!energyClass)
        return null;
    const scale = energyClass.charAt(0).toUpperCase();
    return (_jsxs("span", { className: `${styles.badge} ${styles.energy}`, "data-scale": scale, children: ["Energy class ", _jsx("strong", { children: energyClass })] }));
}
