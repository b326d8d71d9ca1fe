import { jsx as _jsx } from "react/jsx-runtime";
import { Link, useLocation } from 'react-router-dom';
import { isCurrentLink, linkTarget } from '@/lib/link-target';
/** The one link component: applies the SPEC §2 link rules (see lib/link-target). */
export function SmartLink({ href, children, markCurrent, section, state, ...rest }) {
    const { pathname } = useLocation();
    const current = markCurrent && isCurrentLink(href, pathname, section) ? 'page' : undefined;
    const target = linkTarget(href);
    if (target.kind === 'document') {
        return (_jsx("a", { href: target.href, "aria-current": current, ...rest, children: children }));
    }
    const { pathname: to, search, hash } = target;
    return (_jsx(Link, { to: { pathname: to, search, hash }, state: state, "aria-current": current, ...rest, children: children }));
}
