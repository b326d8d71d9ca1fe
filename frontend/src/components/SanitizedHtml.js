import { jsx as _jsx } from "react/jsx-runtime";
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
/**
 * Stored rich text (property descriptions, article bodies). The server sanitizes on save as
 * well; cleaning again here means a bad row or a compromised store still cannot run script.
 */
export function SanitizedHtml({ html, className }) {
    const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
    return _jsx("div", { className: className, dangerouslySetInnerHTML: { __html: clean } });
}
