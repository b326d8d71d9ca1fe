import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useState } from 'react';
import { Lightbox } from '@/components/lightbox';
import styles from './Photography.module.css';
const LABELS = {
    en: { open: 'Enlarge', close: 'Close', previous: 'Previous picture', next: 'Next picture', of: 'of' },
    it: { open: 'Ingrandisci', close: 'Chiudi', previous: 'Foto precedente', next: 'Foto successiva', of: 'di' },
};
export function GalleryGrid({ gallery, language }) {
    const [open, setOpen] = useState(null);
    const labels = LABELS[language];
    const headingId = `gallery-${gallery.key}`;
    return (_jsxs("section", { className: styles.gallery, "aria-labelledby": headingId, children: [_jsx("h2", { id: headingId, children: gallery.title }), _jsx("p", { children: gallery.intro }), _jsx("ul", { className: styles.grid, children: gallery.images.map((image, index) => (_jsx("li", { children: _jsx("button", { type: "button", className: styles.thumb, onClick: () => setOpen(index), "aria-label": `${labels.open}: ${image.alt}`, children: _jsx("img", { src: image.src, alt: "", width: 1200, height: 800, loading: "lazy" }) }) }, image.src))) }), _jsx(Lightbox, { images: gallery.images, index: open, onClose: () => setOpen(null), onNavigate: setOpen, labels: labels })] }));
}
