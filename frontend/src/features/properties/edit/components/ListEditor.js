import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import styles from './editor.module.css';
/** Entries that can be edited, added and removed (features, description list). */
export function ListEditor({ itemLabel, title, items, onChange }) {
    const set = (index, value) => onChange(items.map((item, i) => (i === index ? value : item)));
    return (_jsxs("fieldset", { className: styles.group, children: [_jsx("legend", { children: title }), _jsx("ul", { className: styles.rows, children: items.map((item, index) => (_jsxs("li", { className: styles.row, children: [_jsx("input", { "aria-label": `${itemLabel} ${index + 1}`, value: item, onChange: (event) => set(index, event.target.value) }), _jsx("button", { type: "button", className: styles.linkButton, onClick: () => onChange(items.filter((_, i) => i !== index)), "aria-label": `Remove ${itemLabel.toLowerCase()} ${index + 1}`, children: "Remove" })] }, index))) }), _jsxs("button", { type: "button", className: styles.secondary, onClick: () => onChange([...items, '']), children: ["Add ", itemLabel.toLowerCase()] })] }));
}
