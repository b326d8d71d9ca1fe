import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Pagination } from '@/components/Pagination';
import { LoadingSpinner } from '@/components/loading';
import { usePageMeta } from '@/components/usePageMeta';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';
import { useArticles } from '../api/get-articles';
import { ArticleCard } from '../components/ArticleCard';
import { articlePath, parseArticleId, parseArticlePage } from '../lib/article-links';
import styles from './articles.module.css';
const EAGER_CARDS = 2;
/** SPEC §4: after a save the address is the list with `?id=`, which shows that article. */
export function ArticleListPage() {
    const [search] = useSearchParams();
    const savedId = parseArticleId(undefined, search.get('id'));
    if (savedId !== null)
        return _jsx(Navigate, { to: articlePath({ id: savedId, path: '' }), replace: true });
    return _jsx(ArticleList, {});
}
function ArticleList() {
    const params = useParams();
    const [search] = useSearchParams();
    const page = parseArticlePage(params.page, search.get('page'));
    const { data, isPending, isError } = useArticles(page);
    usePageMeta({
        title: 'Articles about Piedmont, Italy',
        description: 'News, stories and advice about buying property and living in Langhe, Roero and Monferrato, Piedmont.',
        canonical: paths.articleListPage(page),
    });
    return (_jsxs("div", { className: styles.page, children: [_jsx("h1", { className: styles.heading, children: "Articles about Piedmont, Italy" }), _jsxs("div", { className: styles.columns, children: [_jsxs("div", { children: [isPending && _jsx(LoadingSpinner, { label: "Loading articles\u2026" }), isError && !data && (_jsx("p", { role: "alert", children: "The articles could not be loaded. Please try again in a moment." })), data && (_jsxs(_Fragment, { children: [_jsx("ul", { className: styles.list, children: data.articles.map((article, index) => (_jsx("li", { children: _jsx(ArticleCard, { article: article, lazyImage: index >= EAGER_CARDS }) }, article.id))) }), data.articles.length === 0 && _jsx("p", { children: "There are no articles on this page." }), _jsx(Pagination, { page: page, pages: data.pages, hrefFor: paths.articleListPage, label: "Article pages" })] }))] }), _jsx("aside", { className: styles.side, "aria-label": "Newsletter", children: _jsx(NewsletterForm, { heading: "Get the lastest!", showInvitation: true }) })] })] }));
}
