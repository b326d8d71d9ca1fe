import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import styles from './RichTextEditor.module.css';
/**
 * Staff-only HTML editor (TipTap over ProseMirror). Only edit chunks import this file, so
 * visitors never download it. Its output is sanitized again by the server on save.
 */
export function RichTextEditor({ label, html, onChange }) {
    const editor = useEditor({
        extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })],
        content: html,
        // TipTap would inject a <style> element, which the CSP refuses: our stylesheet covers it.
        injectCSS: false,
        editorProps: {
            attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: styles.content ?? '' },
        },
        onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    });
    return (_jsxs("div", { className: styles.editor, children: [editor && _jsx(Toolbar, { editor: editor, label: label }), _jsx(EditorContent, { editor: editor })] }));
}
function Toolbar({ editor, label }) {
    const state = useEditorState({
        editor,
        selector: ({ editor: e }) => ({
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bullets: e.isActive('bulletList'),
            numbers: e.isActive('orderedList'),
        }),
    });
    const chain = () => editor.chain().focus();
    const buttons = [
        ['B', 'Bold', state.bold, () => chain().toggleBold().run()],
        ['I', 'Italic', state.italic, () => chain().toggleItalic().run()],
        ['H2', 'Heading', state.h2, () => chain().toggleHeading({ level: 2 }).run()],
        ['H3', 'Subheading', state.h3, () => chain().toggleHeading({ level: 3 }).run()],
        ['•', 'Bulleted list', state.bullets, () => chain().toggleBulletList().run()],
        ['1.', 'Numbered list', state.numbers, () => chain().toggleOrderedList().run()],
        ['↶', 'Undo', false, () => chain().undo().run()],
        ['↷', 'Redo', false, () => chain().redo().run()],
    ];
    return (_jsx("div", { className: styles.toolbar, role: "toolbar", "aria-label": `${label} formatting`, children: buttons.map(([text, name, active, run]) => (_jsx("button", { type: "button", className: styles.tool, "aria-label": name, "aria-pressed": name === 'Undo' || name === 'Redo' ? undefined : active, onClick: run, children: _jsx("span", { "aria-hidden": "true", children: text }) }, name))) }));
}
