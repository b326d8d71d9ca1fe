import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { LinkDialog } from './LinkDialog';
import styles from './RichTextEditor.module.css';

interface RichTextEditorProps {
  /** Names the editable region for screen readers. */
  label: string;
  html: string;
  onChange: (html: string) => void;
}

/**
 * Staff-only HTML editor (TipTap over ProseMirror). Only edit chunks import this file, so
 * visitors never download it. Its output is sanitized again by the server on save.
 */
export function RichTextEditor({ label, html, onChange }: RichTextEditorProps) {
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

  return (
    <div className={styles.editor}>
      {editor && <Toolbar editor={editor} label={label} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const [linking, setLinking] = useState<string | null>(null);
  const chain = () => editor.chain().focus();
  const buttons: [string, string, boolean, () => void][] = [
    ['B', 'Bold', state.bold, () => chain().toggleBold().run()],
    ['I', 'Italic', state.italic, () => chain().toggleItalic().run()],
    // Each name holds the button's visible text (WCAG 2.5.3, label in name): voice control
    // users say what they see.
    ['H2', 'Heading H2', state.h2, () => chain().toggleHeading({ level: 2 }).run()],
    ['H3', 'Subheading H3', state.h3, () => chain().toggleHeading({ level: 3 }).run()],
    ['•', 'Bulleted list', state.bullets, () => chain().toggleBulletList().run()],
    ['1.', 'Numbered list 1.', state.numbers, () => chain().toggleOrderedList().run()],
    ['🔗', 'Link', state.link, () => setLinking(String(editor.getAttributes('link').href ?? ''))],
    ['↶', 'Undo', false, () => chain().undo().run()],
    ['↷', 'Redo', false, () => chain().redo().run()],
  ];
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={`${label} formatting`}>
      {buttons.map(([text, name, active, run]) => (
        <button
          key={name}
          type="button"
          className={styles.tool}
          aria-label={name}
          aria-pressed={name === 'Undo' || name === 'Redo' ? undefined : active}
          onClick={run}
        >
          <span aria-hidden="true">{text}</span>
        </button>
      ))}
      {linking !== null && (
        <LinkDialog
          current={linking}
          onClose={() => setLinking(null)}
          onApply={(href) => {
            setLinking(null);
            applyLink(editor, href);
          }}
          onRemove={
            linking
              ? () => {
                  setLinking(null);
                  chain().extendMarkRange('link').unsetLink().run();
                }
              : null
          }
        />
      )}
    </div>
  );
}

/**
 * Links the selected words, or the whole link the cursor is in; with nothing selected and no
 * link there, writes the address itself as the link's text.
 */
function applyLink(editor: Editor, href: string) {
  const chain = editor.chain().focus();
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    return;
  }
  chain.extendMarkRange('link').setLink({ href }).run();
}
