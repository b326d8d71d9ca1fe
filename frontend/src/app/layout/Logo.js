import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/** The brand mark: vineyard hills under a setting sun, drawn inline (no extra request). */
export function Logo({ className }) {
    return (_jsxs("svg", { className: className, viewBox: "0 0 48 48", width: "40", height: "40", "aria-hidden": "true", focusable: "false", children: [_jsx("circle", { cx: "31", cy: "17", r: "8", fill: "#e0a526" }), _jsx("path", { d: "M0 34 Q12 20 24 30 T48 26 V48 H0Z", fill: "#5a7d3a" }), _jsx("path", { d: "M0 40 Q14 30 28 38 T48 36 V48 H0Z", fill: "#3b5a2a" }), _jsx("path", { d: "M6 44 L16 36 M14 46 L24 38 M22 47 L32 39", stroke: "#8fb360", strokeWidth: "1.5" })] }));
}
