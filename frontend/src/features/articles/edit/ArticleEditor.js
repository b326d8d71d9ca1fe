import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FloatingActions, FloatingButton } from '@/components/floating-actions';
import { TextAreaField, TextField } from '@/components/form';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { saveArticle } from './api/save-article';
import { draftFromArticle, newArticleDraft, savedArticleAddress } from './lib/article-draft';
import { checkArticleSave } from './lib/article-schema';
import styles from './ArticleEditor.module.css';
/** SPEC §2 article edit mode: the fields in place, the text in the rich-text editor. */
export function ArticleEditor({ article }) {
    const isNew = article === null;
    const [draft, setDraft] = useState(() => (article ? draftFromArticle(article) : newArticleDraft()));
    const [saving, setSaving] = useState(false);
    const navigate = useNavigate();
    const field = (key) => ({
        value: draft[key],
        onChange: (event) => setDraft((d) => ({ ...d, [key]: event.target.value })),
    });
    const save = async () => {
        const check = checkArticleSave(draft);
        if (!check.ok) {
            toast.error(check.message, 'Error');
            return;
        }
        setSaving(true);
        const outcome = await saveArticle(draft);
        setSaving(false);
        if (!outcome.ok) {
            toast.error(outcome.message, 'Error');
            return;
        }
        window.history.replaceState(null, '', outcome.id === null ? paths.articleListPage(1) : savedArticleAddress(outcome.id));
        window.location.reload();
    };
    const cancel = () => {
        if (isNew)
            navigate(paths.propertyListPage(1));
        else
            window.location.reload();
    };
    return (_jsxs("article", { className: styles.editor, "aria-label": isNew ? 'New article' : `Editing article ${draft.title}`, children: [_jsx(TextField, { label: "Title", ...field('title') }), _jsx(TextField, { label: "Second title", ...field('title2') }), _jsx(TextAreaField, { label: "Listing description", rows: 3, ...field('listing_description') }), _jsx(TextField, { label: "Meta title", ...field('meta_title') }), _jsx(TextAreaField, { label: "Meta description", rows: 3, ...field('meta_description') }), _jsx(TextField, { label: "Path", hint: "The words in the article's address, e.g. -buying-a-home", ...field('path'), readOnly: !isNew && article.path !== '' }), _jsxs("section", { "aria-labelledby": "article-text-title", className: styles.text, children: [_jsx("h2", { id: "article-text-title", children: "Text" }), _jsx(RichTextEditor, { label: "Article text", html: draft.text, onChange: (text) => setDraft((d) => ({ ...d, text })) })] }), _jsxs(FloatingActions, { label: "Article editing", children: [_jsx(FloatingButton, { icon: "save", label: "Save article", onClick: () => void save(), disabled: saving }), _jsx(FloatingButton, { icon: "cancel", label: "Cancel editing", onClick: cancel })] })] }));
}
