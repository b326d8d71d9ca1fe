const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
function splitHash(href) {
    const at = href.indexOf('#');
    return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
}
export function linkTarget(href) {
    if (EXTERNAL.test(href))
        return { kind: 'document', href };
    const [withoutHash, hash] = splitHash(href);
    const queryAt = withoutHash.indexOf('?');
    const pathname = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
    if (pathname.endsWith('.html'))
        return { kind: 'document', href };
    if (withoutHash.includes('?page=')) {
        const page = new URLSearchParams(withoutHash.slice(queryAt)).get('page') ?? '';
        return { kind: 'router', pathname, search: `?${new URLSearchParams({ page })}`, hash };
    }
    const search = queryAt === -1 ? '' : withoutHash.slice(queryAt);
    return { kind: 'router', pathname, search, hash };
}
/** Whether a menu entry belongs to the page at `pathname` (for aria-current). */
export function isCurrentLink(href, pathname, section) {
    const target = linkTarget(href);
    if (target.kind === 'document' && EXTERNAL.test(href))
        return false;
    const hrefPath = target.kind === 'router' ? target.pathname : splitHash(href)[0].split('?')[0];
    if (hrefPath === pathname)
        return true;
    if (hrefPath === '/' && pathname === '')
        return true;
    return section !== undefined && (pathname === section || pathname.startsWith(`${section}/`));
}
