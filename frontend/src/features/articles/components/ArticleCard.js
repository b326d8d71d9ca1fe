import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Link } from 'react-router-dom';
import { articleBannerUrl, articlePath } from '../lib/article-links';
import styles from './ArticleCard.module.css';
export function ArticleCard({ article, lazyImage }) {
    return (_jsxs("article", { className: styles.card, children: [_jsx("img", { className: styles.image, src: articleBannerUrl(article.id), alt: "", width: 750, height: 422, loading: lazyImage ? 'lazy' : 'eager', decoding: "async" }), _jsxs("div", { className: styles.body, children: [_jsx("h2", { className: styles.title, children: _jsx(Link, { to: articlePath(article), children: article.title }) }), _jsx("p", { children: article.listing_description })] })] }));
}
