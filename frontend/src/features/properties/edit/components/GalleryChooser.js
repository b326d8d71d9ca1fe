import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useId, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { cleanGalleryName } from '../lib/image-targets';
import styles from './editor.module.css';
/** SPEC §2 gallery chooser (400 × 250): Upload closes with the name, Cancel with nothing. */
export function GalleryChooser({ onClose }) {
    const [name, setName] = useState('New Gallery');
    const id = useId();
    const submit = (event) => {
        event.preventDefault();
        const clean = cleanGalleryName(name);
        onClose(clean === '' ? null : clean);
    };
    return (_jsx(Dialog, { title: "Add photos to a gallery", onClose: () => onClose(null), className: styles.chooser, children: _jsxs("form", { onSubmit: submit, className: styles.dialogForm, children: [_jsxs("div", { className: styles.field, children: [_jsx("label", { htmlFor: id, children: "Gallery name" }), _jsx("input", { id: id, value: name, onChange: (e) => setName(e.target.value), maxLength: 60 })] }), _jsxs("div", { className: styles.dialogButtons, children: [_jsx("button", { type: "submit", className: styles.primary, children: "Upload" }), _jsx("button", { type: "button", className: styles.secondary, onClick: () => onClose(null), children: "Cancel" })] })] }) }));
}
