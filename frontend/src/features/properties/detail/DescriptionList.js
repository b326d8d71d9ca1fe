import { jsx as _jsx } from "react/jsx-runtime";
import styles from './detail.module.css';
export function DescriptionList({ entries }) {
    if (entries.length === 0)
        return null;
    return (_jsx("ul", { className: styles.descriptionList, children: entries.map((entry, index) => (_jsx("li", { children: entry }, `${index}-${entry}`))) }));
}
