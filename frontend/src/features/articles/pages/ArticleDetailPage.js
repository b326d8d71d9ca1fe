import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CONTACT_DETAILS } from '@/config/contact-details';
import { LoadingSpinner } from '@/components/loading';
import { SanitizedHtml } from '@/components/SanitizedHtml';
import { usePageMeta } from '@/components/usePageMeta';
import { ApiError } from '@/lib/api/api-error';
import { useCan } from '@/lib/session';
import { EditArticleButton, LazyArticleEditor } from '../edit/ArticleEditLayer';
import { useArticle } from '../api/get-article';
import { articleBannerUrl, articlePath, parseArticleId } from '../lib/article-links';
import styles from './articles.module.css';
const DEFAULT_TITLE = 'Look at this article!';
const DEFAULT_DESCRIPTION = 'I found this on Langhe Property News';
/** Landscapes from the portfolio, shown as a decorative strip under the article. */
const DECORATIVE_PICTURES = [1, 2, 3, 4].map((n) => `/content/portfolio/landscape/0${n}.svg`);
export function ArticleDetailPage() {
    const params = useParams();
    const [search] = useSearchParams();
    if ((params.id ?? search.get('id')) === NEW_ID)
        return _jsx(NewArticle, {});
    const id = parseArticleId(params.id, search.get('id'));
    if (id === null)
        return _jsx(ArticleNotFound, { missing: true });
    return _jsx(ArticleDetail, { id: id }, id);
}
/** SPEC §2: id 'new' opens the editor on a blank article, for admins. */
const NEW_ID = 'new';
function NewArticle() {
    const canEdit = useCan('editArticles');
    usePageMeta({ title: 'New article', description: DEFAULT_DESCRIPTION });
    if (!canEdit)
        return _jsx(ArticleNotFound, { missing: true });
    return _jsx(LazyArticleEditor, { article: null });
}
function ArticleDetail({ id }) {
    const { data: article, error, isPending } = useArticle(id);
    const canEdit = useCan('editArticles');
    const [editing, setEditing] = useState(false);
    usePageMeta({
        title: article?.meta_title || DEFAULT_TITLE,
        description: article?.meta_description || DEFAULT_DESCRIPTION,
        canonical: article ? articlePath(article) : undefined,
    });
    if (isPending)
        return _jsx(LoadingSpinner, { label: "Loading the article\u2026" });
    if (!article)
        return _jsx(ArticleNotFound, { missing: error instanceof ApiError && error.isNotFound });
    if (editing && canEdit)
        return _jsx(LazyArticleEditor, { article: article });
    return (_jsxs("article", { className: styles.article, children: [_jsx("img", { className: styles.banner, src: articleBannerUrl(article.id), alt: "", width: 1800, height: 600, decoding: "async" }), _jsxs("div", { className: styles.articleColumns, children: [_jsxs("div", { children: [_jsxs("header", { children: [_jsx("h1", { children: article.title }), article.title2 && _jsx("h2", { className: styles.title2, children: article.title2 }), _jsxs("p", { className: styles.byline, children: ["By ", CONTACT_DETAILS.consultant] })] }), _jsx(SanitizedHtml, { className: styles.text, html: article.text })] }), _jsxs("aside", { className: styles.author, "aria-labelledby": "about-author", children: [_jsx("h2", { id: "about-author", children: "About Author" }), _jsxs("p", { children: [_jsx("strong", { children: CONTACT_DETAILS.consultant }), " is an independent property consultant in", ' ', CONTACT_DETAILS.postcodeTown.replace(/^\d+\s*/, ''), ", helping international buyers find and buy homes in Langhe, Roero and Monferrato."] }), _jsx("p", { children: _jsxs(Link, { to: paths.about, children: ["More about ", CONTACT_DETAILS.businessName] }) })] })] }), _jsx("div", { className: styles.pictures, children: DECORATIVE_PICTURES.map((src) => (_jsx("img", { src: src, alt: "", width: 400, height: 267, loading: "lazy", decoding: "async" }, src))) }), canEdit && _jsx(EditArticleButton, { onEdit: () => setEditing(true) })] }));
}
function ArticleNotFound({ missing }) {
    return (_jsxs("div", { className: styles.notFound, role: "status", children: [_jsx("h1", { children: missing ? 'Article not found' : 'This article could not be loaded' }), _jsx("p", { children: missing
                    ? 'This article is no longer published, or the link is mistyped.'
                    : 'Please try again in a moment.' }), _jsx("p", { children: _jsx(Link, { to: paths.articleListPage(1), children: "See all articles" }) })] }));
}
