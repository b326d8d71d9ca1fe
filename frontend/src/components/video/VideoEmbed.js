import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useState } from 'react';
import { useConsent } from '@/lib/consent';
import { useLanguage } from '@/lib/i18n';
import styles from './VideoEmbed.module.css';
const TEXT = {
    en: {
        play: 'Play video',
        hosted: 'This video is hosted by YouTube. Playing it loads content from YouTube, which may set cookies.',
        accept: 'Accept cookies and play',
        watchOn: 'Watch on YouTube instead',
    },
    it: {
        play: 'Riproduci il video',
        hosted: 'Questo video è ospitato da YouTube. Riprodurlo carica contenuti da YouTube, che può impostare cookie.',
        accept: 'Accetta i cookie e riproduci',
        watchOn: 'Guarda su YouTube',
    },
};
/**
 * Click-to-load, privacy-enhanced embed: the youtube-nocookie iframe is created only after
 * the visitor clicks play AND has accepted cookies; before that nothing leaves the site.
 */
export function VideoEmbed({ youtubeId, title, poster }) {
    const { choice, decide } = useConsent();
    const text = TEXT[useLanguage()];
    const [requested, setRequested] = useState(false);
    const playing = requested && choice === 'accepted';
    if (playing) {
        return (_jsx("div", { className: styles.frame, children: _jsx("iframe", { className: styles.iframe, src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`, title: title, allow: "autoplay; encrypted-media; picture-in-picture; fullscreen", referrerPolicy: "strict-origin-when-cross-origin", allowFullScreen: true }) }));
    }
    return (_jsxs("div", { className: styles.frame, children: [_jsx("img", { className: styles.poster, src: poster, alt: "", width: 1280, height: 720, loading: "lazy" }), requested ? (_jsxs("div", { className: styles.consent, children: [_jsx("p", { children: text.hosted }), _jsx("button", { type: "button", className: "button button-primary", onClick: () => decide('accepted'), children: text.accept }), _jsx("a", { className: styles.external, href: `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`, rel: "noopener", target: "_blank", children: text.watchOn })] })) : (_jsxs("button", { type: "button", className: styles.play, onClick: () => setRequested(true), children: [_jsx("span", { className: styles.playIcon, "aria-hidden": "true" }), _jsxs("span", { className: styles.playText, children: [text.play, ": ", title] })] }))] }));
}
