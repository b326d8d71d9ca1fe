/**
 * Addresses that are the staff's, not the public's: their screens and the sign-in. The server
 * leaves the same ones out of the page views it counts itself (crates/server/src/page_views.rs).
 */
const NOT_COUNTED = ['/staff', '/sign-in', '/owner-report'];

/** True when a page at `pathname` is one a visitor's view of is counted. */
export function isCountedPage(pathname: string): boolean {
  return !NOT_COUNTED.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The part of an address a view names: its path and query, never its fragment. */
export function pagePath({ pathname, search }: { pathname: string; search: string }): string {
  return `${pathname}${search}`;
}
