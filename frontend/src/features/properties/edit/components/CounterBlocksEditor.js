import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import styles from './editor.module.css';
/** The headline figures ('5' / 'Bedrooms'): edit, add, remove. */
export function CounterBlocksEditor({ blocks, onChange }) {
    const set = (index, change) => onChange(blocks.map((block, i) => (i === index ? { ...block, ...change } : block)));
    return (_jsxs("fieldset", { className: styles.group, children: [_jsx("legend", { children: "Counter blocks" }), _jsx("ul", { className: styles.rows, children: blocks.map((block, index) => (_jsxs("li", { className: styles.row, children: [_jsx("input", { "aria-label": `Counter ${index + 1} value`, value: block.value, onChange: (e) => set(index, { value: e.target.value }) }), _jsx("input", { "aria-label": `Counter ${index + 1} label`, value: block.label, onChange: (e) => set(index, { label: e.target.value }) }), _jsx("button", { type: "button", className: styles.linkButton, onClick: () => onChange(blocks.filter((_, i) => i !== index)), "aria-label": `Remove counter ${index + 1}`, children: "Remove" })] }, index))) }), _jsx("button", { type: "button", className: styles.secondary, onClick: () => onChange([...blocks, { value: '', label: '' }]), children: "Add counter" })] }));
}
