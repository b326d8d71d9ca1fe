import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { galleries } from './galleries';
import { GalleryGrid } from './GalleryGrid';
import styles from './Photography.module.css';
/** The four portfolio galleries with a jump list; shared by the English and Italian pages. */
export function Portfolio({ language }) {
    const all = galleries(language);
    return (_jsxs(_Fragment, { children: [_jsx("nav", { "aria-label": language === 'it' ? 'Gallerie' : 'Galleries', children: _jsx("ul", { className: styles.jump, children: all.map((gallery) => (_jsx("li", { children: _jsx("a", { className: "button button-outline", href: `#gallery-${gallery.key}`, children: gallery.title }) }, gallery.key))) }) }), all.map((gallery) => (_jsx(GalleryGrid, { gallery: gallery, language: language }, gallery.key)))] }));
}
