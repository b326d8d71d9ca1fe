import { jsxs as _jsxs, jsx as _jsx } from "react/jsx-runtime";
import { useId, useRef, useState } from 'react';
import { SanitizedHtml } from '@/components/SanitizedHtml';
import { townImageUrl } from '../lib/images';
import { tabAfterKey } from './tab-keys';
import styles from './detail.module.css';
const TABS = ['The town', 'Facts'];
/** Spec §2: a tabbed 'The town' / 'Facts' section (WAI-ARIA tabs, arrow keys move). */
export function TownTabs({ town }) {
    const id = useId();
    const [selected, setSelected] = useState(0);
    const tabRefs = useRef([]);
    const onKeyDown = (event) => {
        const next = tabAfterKey(event.key, selected, TABS.length);
        if (next === null)
            return;
        event.preventDefault();
        setSelected(next);
        tabRefs.current[next]?.focus();
    };
    return (_jsxs("section", { className: styles.town, "aria-labelledby": `${id}-heading`, children: [_jsxs("h2", { id: `${id}-heading`, className: styles.sectionTitle, children: ["About ", town.name] }), _jsx("div", { role: "tablist", "aria-label": `About ${town.name}`, className: styles.tabList, onKeyDown: onKeyDown, children: TABS.map((label, index) => (_jsx("button", { ref: (element) => {
                        tabRefs.current[index] = element;
                    }, type: "button", role: "tab", id: `${id}-tab-${index}`, "aria-selected": selected === index, "aria-controls": `${id}-panel-${index}`, tabIndex: selected === index ? 0 : -1, className: styles.tab, onClick: () => setSelected(index), children: label }, label))) }), _jsxs("div", { role: "tabpanel", id: `${id}-panel-0`, "aria-labelledby": `${id}-tab-0`, hidden: selected !== 0, tabIndex: 0, className: styles.tabPanel, children: [_jsxs("div", { className: styles.townText, children: [_jsx("h3", { children: town.name }), town.name2 && _jsx("p", { className: styles.townName2, children: town.name2 }), town.short_description && _jsx("p", { className: styles.townShort, children: town.short_description }), _jsx(SanitizedHtml, { html: town.text })] }), town.path && (_jsx("img", { className: styles.townImage, src: townImageUrl(town.path), alt: town.name, width: 750, height: 500, loading: "lazy", decoding: "async" }))] }), _jsx("div", { role: "tabpanel", id: `${id}-panel-1`, "aria-labelledby": `${id}-tab-1`, hidden: selected !== 1, tabIndex: 0, className: styles.tabPanel, children: town.facts_d.length > 0 ? (_jsx("ul", { className: styles.facts, children: town.facts_d.map((fact, index) => (_jsxs("li", { children: [_jsx("strong", { children: fact.label }), ":", fact.value] }, `${index}-${fact.label}`))) })) : (_jsxs("p", { children: ["No facts recorded for ", town.name, " yet."] })) })] }));
}
