import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { SmartLink } from '@/components/SmartLink';
import { pageWindow } from '@/components/page-window';
import styles from './Pagination.module.css';
/** Previous/next arrows and numbered page links; rendered only when there is more than one page. */
export function Pagination({ page, pages, hrefFor, label = 'Pagination' }) {
    if (pages <= 1)
        return null;
    const current = Math.min(Math.max(1, page), pages);
    return (_jsx("nav", { className: styles.pagination, "aria-label": label, children: _jsxs("ul", { className: styles.list, children: [_jsx("li", { children: current > 1 ? (_jsx(SmartLink, { className: styles.arrow, href: hrefFor(current - 1), rel: "prev", "aria-label": "Previous page", children: _jsx("span", { "aria-hidden": "true", children: "\u2039" }) })) : (_jsx("span", { className: `${styles.arrow} ${styles.disabled}`, "aria-hidden": "true", children: "\u2039" })) }), pageWindow(current, pages).map((entry, index) => entry === 'gap' ? (_jsx("li", { className: styles.gap, "aria-hidden": "true", children: "\u2026" }, `gap-${index}`)) : (_jsx("li", { children: _jsx(SmartLink, { className: entry === current ? `${styles.number} ${styles.current}` : styles.number, href: hrefFor(entry), "aria-current": entry === current ? 'page' : undefined, "aria-label": `Page ${entry}`, children: entry }) }, entry))), _jsx("li", { children: current < pages ? (_jsx(SmartLink, { className: styles.arrow, href: hrefFor(current + 1), rel: "next", "aria-label": "Next page", children: _jsx("span", { "aria-hidden": "true", children: "\u203A" }) })) : (_jsx("span", { className: `${styles.arrow} ${styles.disabled}`, "aria-hidden": "true", children: "\u203A" })) })] }) }));
}
