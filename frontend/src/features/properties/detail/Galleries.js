import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useMemo, useState } from 'react';
import { Lightbox } from '@/components/lightbox';
import { GALLERY_THUMB_SIZE } from '../lib/property-images';
import styles from './detail.module.css';
/**
 * Thumbnails per gallery (id="gallery" is the 'Photo Gallery' link's target). Each thumbnail
 * links to the full-size picture; with script it opens the lightbox instead.
 */
export function Galleries({ galleries, propertyTitle }) {
    const [open, setOpen] = useState(null);
    const pictures = useMemo(() => galleries.flatMap((gallery) => gallery.pictures.map((src, index) => ({
        src,
        alt: `${propertyTitle}: ${gallery.name}, picture ${index + 1}`,
        caption: gallery.name,
    }))), [galleries, propertyTitle]);
    if (pictures.length === 0)
        return null;
    let offset = 0;
    return (_jsxs("section", { id: "gallery", className: styles.galleries, "aria-labelledby": "gallery-title", children: [_jsx("h2", { id: "gallery-title", className: styles.sectionTitle, children: "Photo Gallery" }), galleries.map((gallery) => {
                const start = offset;
                offset += gallery.pictures.length;
                if (gallery.pictures.length === 0)
                    return null;
                return (_jsxs("div", { className: styles.gallery, children: [_jsx("h3", { children: gallery.name }), _jsx("ul", { className: styles.thumbnails, children: gallery.pictures.map((full, index) => (_jsx("li", { children: _jsx("a", { href: full, onClick: (event) => {
                                        event.preventDefault();
                                        setOpen(start + index);
                                    }, children: _jsx("img", { src: gallery.small_pictures[index] ?? full, alt: pictures[start + index].alt, ...GALLERY_THUMB_SIZE, loading: "lazy", decoding: "async" }) }) }, full))) })] }, gallery.name));
            }), _jsx(Lightbox, { images: pictures, index: open, onClose: () => setOpen(null), onNavigate: setOpen })] }));
}
