import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Pagination } from '@/components/Pagination';
import { LoadingSpinner } from '@/components/loading';
import { usePageMeta } from '@/components/usePageMeta';
import { ARTICLE_LIST_HEAD } from '@/config/page-heads';
import { useAfterPaint } from '@/components/use-after-paint';
import { NewsletterForm } from '@/features/newsletter';
import { useArticles } from '../api/get-articles';
import { ArticleCard } from '../components/ArticleCard';
import { articlePath, parseArticleId, parseArticlePage } from '../lib/article-links';
import styles from './articles.module.css';

/** Cards in view at once: drawn first, the rest a frame later, lazily loading their pictures. */
const EAGER_CARDS = 2;

/** SPEC §4: after a save the address is the list with `?id=`, which shows that article. */
export function ArticleListPage() {
  const [search] = useSearchParams();
  const savedId = parseArticleId(undefined, search.get('id'));
  if (savedId !== null) return <Navigate to={articlePath({ id: savedId, path: '' })} replace />;
  return <ArticleList />;
}

function ArticleList() {
  const params = useParams<{ page?: string }>();
  const [search] = useSearchParams();
  const page = parseArticlePage(params.page, search.get('page'));
  const { data, isPending, isError } = useArticles(page);
  const restInView = useAfterPaint();
  const articles = data?.articles ?? [];
  const complete = restInView || articles.length <= EAGER_CARDS;

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
                {(complete ? articles : articles.slice(0, EAGER_CARDS)).map((article, index) => (
                  <li key={article.id}>
                    <ArticleCard article={article} lazyImage={index >= EAGER_CARDS} priority={index === 0} />
                  </li>
                ))}
              </ul>
              {data.articles.length === 0 && <p>There are no articles on this page.</p>}
              {complete ? (
                <Pagination page={page} pages={data.pages} hrefFor={paths.articleListPage} label="Article pages" />
              ) : (
                // Holds the place of the cards still to come, so nothing below shows and moves.
                <div className={styles.restPlaceholder} />
              )}
            </>
          )}
        </div>
        <aside className={styles.side} aria-label="Newsletter">
          <NewsletterForm heading="Get the lastest!" showInvitation />
        </aside>
      </div>
    </div>
  );
}
