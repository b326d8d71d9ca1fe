import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Pagination } from '@/components/Pagination';
import { LoadingSpinner } from '@/components/loading';
import { usePageMeta } from '@/components/usePageMeta';
import { ARTICLE_LIST_HEAD } from '@/config/page-heads';
import { NewsletterForm } from '@/features/newsletter';
import { useArticles } from '../api/get-articles';
import { AddArticleButton } from '../components/AddArticleButton';
import { ArticleCard } from '../components/ArticleCard';
import { articlePath, parseArticleId, parseArticlePage } from '../lib/article-links';
import styles from './articles.module.css';

/**
 * Cards in view at once, whose pictures load with the page. Every card is in the served HTML
 * (readers and crawlers without JavaScript get the whole list); the others' pictures wait
 * until scrolled near.
 */
const EAGER_CARDS = 2;

/** SPEC §4: after a save the address is the list with `?id=`, which shows that article. */
export function ArticleListPage() {
  const [search] = useSearchParams();
  const savedId = parseArticleId(undefined, search.get('id'));
  if (savedId !== null) return <ToSavedArticle id={savedId} />;
  return <ArticleList />;
}

/**
 * Moves on to the saved article once the app runs. Not a <Navigate>: the server draws this
 * address too, where a navigation cannot happen (React Router warns "<Navigate> must not be
 * used on the initial render"); the served page holds the spinner until the browser moves on.
 */
function ToSavedArticle({ id }: { id: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(articlePath({ id, path: '' }), { replace: true });
  }, [id, navigate]);
  return <LoadingSpinner label="Opening the article…" />;
}

function ArticleList() {
  const params = useParams<{ page?: string }>();
  const [search] = useSearchParams();
  const page = parseArticlePage(params.page, search.get('page'));
  const { data, isPending, isError } = useArticles(page);
  const articles = data?.articles ?? [];

  usePageMeta({ ...ARTICLE_LIST_HEAD, canonical: paths.articleListPage(page) });

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Articles about Piedmont, Italy</h1>
      <div className={styles.columns}>
        <div>
          {isPending && <LoadingSpinner label="Loading articles…" />}
          {isError && !data && (
            <p role="alert">The articles could not be loaded. Please try again in a moment.</p>
          )}
          {data && (
            <>
              <ul className={styles.list}>
                {articles.map((article, index) => (
                  <li key={article.id}>
                    <ArticleCard article={article} lazyImage={index >= EAGER_CARDS} priority={index === 0} />
                  </li>
                ))}
              </ul>
              {data.articles.length === 0 && <p>There are no articles on this page.</p>}
              <Pagination page={page} pages={data.pages} hrefFor={paths.articleListPage} label="Article pages" />
            </>
          )}
        </div>
        <aside className={styles.side} aria-label="Newsletter">
          <NewsletterForm heading="Get the lastest!" showInvitation />
        </aside>
      </div>
      <AddArticleButton />
    </div>
  );
}
