import { jsx as _jsx } from "react/jsx-runtime";
import { lazy, Suspense } from 'react';
import { FloatingActions, FloatingButton } from '@/components/floating-actions';
import { LoadingSpinner } from '@/components/loading';
// The edit chunk (TipTap included) loads only when staff open the editor.
const PropertyEditor = lazy(() => import('./PropertyEditor').then((m) => ({ default: m.PropertyEditor })));
export function LazyPropertyEditor(props) {
    return (_jsx(Suspense, { fallback: _jsx(LoadingSpinner, { label: "Opening the editor\u2026" }), children: _jsx(PropertyEditor, { ...props }) }));
}
/** View mode's pencil, shown to roles that may edit properties. */
export function EditPropertyButton({ onEdit }) {
    return (_jsx(FloatingActions, { label: "Property tools", children: _jsx(FloatingButton, { icon: "pencil", label: "Edit property", onClick: onEdit }) }));
}
