import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/** A JPEG with its WebP twin offered first when the server has one. */
export function Picture({ image, alt, width, height, lazy = false, priority = false, className }) {
    const img = (_jsx("img", { className: className, src: image.src, alt: alt, width: width, height: height, loading: lazy ? 'lazy' : 'eager', fetchPriority: priority ? 'high' : undefined, decoding: priority ? 'sync' : 'async' }));
    if (!image.webp)
        return img;
    return (_jsxs("picture", { children: [_jsx("source", { srcSet: image.webp, type: "image/webp" }), img] }));
}
