import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isCurrentLink, linkTarget } from '@/lib/link-target';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
  /** Mark the link aria-current="page" when it points at the current page (menus). */
  markCurrent?: boolean;
  /** Path prefix whose pages all count as this link's page (e.g. the paged list). */
  section?: string;
  /** Navigation state handed to the next screen (router links only). */
  state?: unknown;
}

/** The one link component: applies the SPEC §2 link rules (see lib/link-target). */
export function SmartLink({ href, children, markCurrent, section, state, ...rest }: SmartLinkProps) {
  const { pathname } = useLocation();
  const current = markCurrent && isCurrentLink(href, pathname, section) ? 'page' : undefined;
  const target = linkTarget(href);
  if (target.kind === 'document') {
    return (
      <a href={target.href} aria-current={current} {...rest}>
        {children}
      </a>
    );
  }
  const { pathname: to, search, hash } = target;
  return (
    <Link to={{ pathname: to, search, hash }} state={state} aria-current={current} {...rest}>
      {children}
    </Link>
  );
}
