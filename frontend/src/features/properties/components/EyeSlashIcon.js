import { jsx as _jsx } from "react/jsx-runtime";
/** The "not public" icon on hidden and unlisted badges. Decorative: the badge text names it. */
export function EyeSlashIcon() {
    return (_jsx("svg", { viewBox: "0 0 24 24", width: "16", height: "16", "aria-hidden": "true", focusable: "false", children: _jsx("path", { fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinecap: "round", d: "M3 3l18 18M10.6 6.1A9.9 9.9 0 0 1 12 6c5 0 9 4.5 10 6-.5.8-1.6 2.2-3.1 3.5M6.4 7.6C4.5 8.9 3 10.8 2 12c1 1.5 5 6 10 6 1.6 0 3-.4 4.3-1M9.9 10a3 3 0 0 0 4.2 4.2" }) }));
}
