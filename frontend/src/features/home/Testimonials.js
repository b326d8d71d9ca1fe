import { jsxs as _jsxs, jsx as _jsx } from "react/jsx-runtime";
import { TESTIMONIALS } from './testimonials';
import styles from './HomePage.module.css';
export function Testimonials() {
    return (_jsx("ul", { className: styles.testimonials, children: TESTIMONIALS.map((t) => (_jsx("li", { className: styles.testimonial, children: _jsxs("figure", { children: [_jsx("blockquote", { children: _jsxs("p", { children: ["\u201C", t.quote, "\u201D"] }) }), _jsxs("figcaption", { children: [_jsx("strong", { children: t.author }), ", ", t.place] })] }) }, t.author))) }));
}
