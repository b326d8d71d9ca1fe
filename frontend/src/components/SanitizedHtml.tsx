interface SanitizedHtmlProps {
  /** Rich text as the API sends it: already cleaned by the server's allow-list. */
  html: string;
  className?: string;
  /** Set when the text is not in the page's language (an English text on an Italian page). */
  lang?: string;
}

/**
 * Stored rich text (property descriptions, town texts, article bodies). The server cleans it on
 * save and again as the API sends it, so a bad row or a compromised store still cannot run
 * script here, and no sanitizer is shipped to the browser (it would cost every property and
 * article page about 12 KB of JavaScript). The page's Content-Security-Policy forbids inline
 * scripts as well.
 */
export function SanitizedHtml({ html, className, lang }: SanitizedHtmlProps) {
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
