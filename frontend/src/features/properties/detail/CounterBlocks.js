import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import styles from './detail.module.css';
export function CounterBlocks({ blocks }) {
    if (blocks.length === 0)
        return null;
    return (_jsx("ul", { className: styles.counters, "aria-label": "At a glance", children: blocks.map((block, index) => (_jsxs("li", { className: styles.counter, children: [_jsx("span", { className: styles.counterValue, children: block.value }), _jsx("span", { className: styles.counterLabel, children: block.label })] }, `${index}-${block.label}`))) }));
}
