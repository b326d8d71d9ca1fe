import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { SmartLink } from '@/components/SmartLink';
import styles from './ServiceCards.module.css';
/** The three promoted services (SPEC §1) as cards; each links to its page. */
export function ServiceCards({ cards, headingLevel = 3 }) {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    return (_jsx("ul", { className: styles.cards, children: cards.map((card) => (_jsxs("li", { className: styles.card, children: [_jsx("img", { className: styles.image, src: card.image, alt: "", width: 1200, height: 800, loading: "lazy" }), _jsxs("div", { className: styles.body, children: [_jsx(Heading, { className: styles.title, children: card.title }), _jsx("p", { children: card.text }), _jsx(SmartLink, { className: styles.link, href: card.href, children: card.linkText })] })] }, card.title))) }));
}
