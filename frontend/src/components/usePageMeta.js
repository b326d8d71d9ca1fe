import { useEffect } from 'react';
import { siteConfig } from '@/config/site';
const SITE_NAME = 'Langhe Property';
function upsertHeadElement(selector, create) {
    const existing = document.head.querySelector(selector);
    if (existing)
        return existing;
    const element = create();
    document.head.appendChild(element);
    return element;
}
export function absoluteUrl(pathOrUrl) {
    const base = siteConfig.publicUrl ?? window.location.origin;
    return new URL(pathOrUrl, base.endsWith('/') ? base : `${base}/`).toString();
}
/** Sets the document title, the description meta value and the canonical link (SPEC §2). */
export function usePageMeta({ title, description, canonical }) {
    useEffect(() => {
        document.title = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
        const meta = upsertHeadElement('meta[name="description"]', () => {
            const element = document.createElement('meta');
            element.name = 'description';
            return element;
        });
        meta.content = description;
        const link = upsertHeadElement('link[rel="canonical"]', () => {
            const element = document.createElement('link');
            element.rel = 'canonical';
            return element;
        });
        link.href = absoluteUrl(canonical ?? window.location.pathname);
    }, [title, description, canonical]);
}
/** Component form of usePageMeta for screens that prefer JSX. */
export function PageTitle(props) {
    usePageMeta(props);
    return null;
}
