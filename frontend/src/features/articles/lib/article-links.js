import { siteConfig } from '@/config/site';
/** Spec §2: /piemonte-property-news/langhe-property/{path}/{id}. */
export function articlePath(article) {
    const slug = article.path.replace(/^[-/]+/, '') || 'article';
    return `/piemonte-property-news/langhe-property/${encodeURIComponent(slug)}/${article.id}`;
}
export function articleBannerUrl(id) {
    return `${siteConfig.imageBaseUrl.replace(/\/+$/, '')}/articles/${id}/banner.jpg`;
}
/** A page number from the route or `?page=`; anything but a positive whole number is 1. */
export function parseArticlePage(fromPath, fromQuery) {
    const page = Number.parseInt(fromPath ?? fromQuery ?? '', 10);
    return Number.isFinite(page) && page >= 1 ? page : 1;
}
/** An article id from the route or `?id=`; null unless it is a positive whole number. */
export function parseArticleId(fromPath, fromQuery) {
    const raw = (fromPath ?? fromQuery ?? '').trim();
    if (!/^\d+$/.test(raw))
        return null;
    const id = Number(raw);
    return id >= 1 && Number.isSafeInteger(id) ? id : null;
}
