import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useId, useState } from 'react';
import styles from './Carousel.module.css';
/**
 * A carousel that moves only when asked (no auto-rotation): previous/next buttons, one dot
 * per slide, and the arrow keys while focus is inside it. The slide change is announced.
 */
export function Carousel({ slides, label }) {
    const [current, setCurrent] = useState(0);
    const id = useId();
    const count = slides.length;
    const go = (index) => setCurrent((index + count) % count);
    const onKeyDown = (event) => {
        if (event.key === 'ArrowRight') {
            event.preventDefault();
            go(current + 1);
        }
        else if (event.key === 'ArrowLeft') {
            event.preventDefault();
            go(current - 1);
        }
    };
    const slide = slides[current];
    if (!slide)
        return null;
    return (_jsxs("section", { className: styles.carousel, "aria-roledescription": "carousel", "aria-label": label, onKeyDown: onKeyDown, children: [_jsx("div", { className: styles.viewport, id: `${id}-slides`, "aria-live": "polite", children: _jsxs("figure", { className: styles.slide, "aria-roledescription": "slide", "aria-label": `${current + 1} of ${count}`, children: [_jsx("img", { className: styles.image, src: slide.src, alt: slide.alt, width: 1200, height: 800 }), _jsx("figcaption", { className: styles.caption, children: slide.caption })] }) }), _jsxs("div", { className: styles.controls, children: [_jsx("button", { type: "button", className: styles.arrow, "aria-controls": `${id}-slides`, "aria-label": "Previous photo", onClick: () => go(current - 1), children: _jsx("span", { "aria-hidden": "true", children: "\u2039" }) }), _jsx("ul", { className: styles.dots, children: slides.map((s, index) => (_jsx("li", { children: _jsx("button", { type: "button", className: styles.dot, "aria-controls": `${id}-slides`, "aria-label": `Show photo ${index + 1}: ${s.caption}`, "aria-current": index === current ? 'true' : undefined, onClick: () => go(index) }) }, s.src))) }), _jsx("button", { type: "button", className: styles.arrow, "aria-controls": `${id}-slides`, "aria-label": "Next photo", onClick: () => go(current + 1), children: _jsx("span", { "aria-hidden": "true", children: "\u203A" }) })] })] }));
}
