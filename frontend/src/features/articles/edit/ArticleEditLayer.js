import { jsx as _jsx } from "react/jsx-runtime";
import { lazy, Suspense } from 'react';
import { FloatingActions, FloatingButton } from '@/components/floating-actions';
import { LoadingSpinner } from '@/components/loading';
// The edit chunk (TipTap included) loads only when an admin opens the editor.
const ArticleEditor = lazy(() => import('./ArticleEditor').then((m) => ({ default: m.ArticleEditor })));
export function LazyArticleEditor({ article }) {
    return (_jsx(Suspense, { fallback: _jsx(LoadingSpinner, { label: "Opening the editor\u2026" }), children: _jsx(ArticleEditor, { article: article }) }));
}
export function EditArticleButton({ onEdit }) {
    return (_jsx(FloatingActions, { label: "Article tools", children: _jsx(FloatingButton, { icon: "pencil", label: "Edit article", onClick: onEdit }) }));
}
