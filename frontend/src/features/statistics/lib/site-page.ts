import { matchPath } from 'react-router-dom';
import { siteKnowledge } from '@/config/site-knowledge.generated';

/**
 * Whether a counted page's key is a plain path on this site (issue 53): it starts with one
 * `/`, and has no `//`, no `\` (a browser reads `/\evil.example/login` as another site's
 * address), no control character and no encoded slash. The server refuses such paths; keys
 * kept before it did are still shown, as text.
 */
function isPlainPath(path: string): boolean {
  return path.startsWith('/') && !path.includes('//') && !path.includes('\\') && ![...path].some(isControl) && !/%(2f|5c)/i.test(path);
}

/** A control character (C0, DEL, C1), as Rust's `char::is_control` has them. */
function isControl(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Whether `path` is a page of this site: a plain path that one of the router's routes draws. */
export function isSitePage(path: string): boolean {
  return isPlainPath(path) && siteKnowledge.routes.router.some(({ path: pattern }) => matchPath({ path: pattern, end: true }, path) !== null);
}
