import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SanitizedHtmlProps {
  html: string;
  className?: string;
}

declare global {
  /** Set by the Rust host while it renders pages (crates/api/src/web/ssr): ammonia's clean. */
  var LANGHE_SANITIZE_HTML: ((html: string) => string) | undefined;
}

/**
 * Stored rich text (property descriptions, article bodies). The server sanitizes on save as
 * well; cleaning again here means a bad row or a compromised store still cannot run script.
 */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

function sanitize(html: string): string {
  if (typeof document !== 'undefined') return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  // Rendering on the server, where DOMPurify has no DOM to work with: the host cleans with the
  // allow-list it saves with. Without that function nothing unchecked is written at all.
  return globalThis.LANGHE_SANITIZE_HTML?.(html) ?? '';
}
