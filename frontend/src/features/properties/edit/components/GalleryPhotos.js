import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { toast } from '@/components/toast';
import { deleteImage } from '@/lib/images/delete-image';
import { keyOfImageUrl } from '../lib/image-targets';
import styles from './editor.module.css';
/** The photos already uploaded, each with a Delete button. */
export function GalleryPhotos({ galleries, onChanged }) {
    const remove = async (url) => {
        if (await deleteImage(keyOfImageUrl(url))) {
            toast.success('Image deleted');
            onChanged();
        }
        else {
            toast.error("Could't delete image");
        }
    };
    if (galleries.length === 0)
        return null;
    return (_jsxs("section", { className: styles.group, "aria-labelledby": "edit-galleries", children: [_jsx("h2", { id: "edit-galleries", className: styles.groupTitle, children: "Galleries" }), galleries.map((gallery) => (_jsxs("div", { children: [_jsx("h3", { children: gallery.name }), _jsx("ul", { className: styles.thumbs, children: gallery.small_pictures.map((small, index) => (_jsxs("li", { children: [_jsx("img", { src: small, alt: `${gallery.name} photo ${index + 1}`, width: 160, height: 107, loading: "lazy" }), _jsxs("button", { type: "button", className: styles.linkButton, onClick: () => void remove(gallery.pictures[index] ?? small), children: ["Delete", _jsxs("span", { className: styles.visuallyHidden, children: [" ", gallery.name, " photo ", index + 1] })] })] }, small))) })] }, gallery.name)))] }));
}
