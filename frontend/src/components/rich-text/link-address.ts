/**
 * What she typed into the link dialog as the address a link may carry, or null when it cannot
 * be one. Web addresses without a scheme get https (people type 'www.example.com'); e-mail
 * addresses become mailto: links; the site's own paths ('/contact-langhe-property') stay
 * relative. Anything else with a scheme (javascript:, data:) is refused: the server's
 * sanitizer would drop it anyway, and the link would be lost without a word.
 */
export function linkAddress(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  if (text.startsWith('#')) return text;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    if (/^[^@/]+@[^@/]+\.[^@/]+$/.test(text)) return `mailto:${text}`;
    return /^[^/]+\.[^/]+/.test(text) ? `https://${text}` : null;
  }
  if (scheme === 'http' || scheme === 'https') {
    try {
      return new URL(text).hostname ? text : null;
    } catch {
      return null;
    }
  }
  return scheme === 'mailto' || scheme === 'tel' ? text : null;
}
