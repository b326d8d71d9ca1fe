import { jsx as _jsx } from "react/jsx-runtime";
import { Picture } from '../components/Picture';
import { BACKGROUND_SIZE, backgroundImage } from '../lib/property-images';
import styles from './detail.module.css';
/** The wide picture at the top, or a plain title band while none is known. */
export function DetailBanner({ property, fallbackTitle }) {
    if (property?.background_image) {
        return (_jsx("div", { className: styles.banner, children: _jsx(Picture, { className: styles.bannerImage, image: backgroundImage(property), alt: "", priority: true, ...BACKGROUND_SIZE }) }));
    }
    return (_jsx("div", { className: styles.titleBanner, "aria-hidden": "true", children: property?.title || fallbackTitle }));
}
