import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CONTACT_DETAILS } from '@/config/contact-details';
import { DateText } from '@/components/DateText';
import { LoadingSpinner } from '@/components/loading';
import { Picture } from '@/components/Picture';
import { SanitizedHtml } from '@/components/SanitizedHtml';
import { usePageMeta } from '@/components/usePageMeta';
import { ARTICLE_DEFAULT_HEAD, STAFF_HEADS } from '@/config/page-heads';
import { ApiError } from '@/lib/api/api-error';
import { useCan, useSessionKnown } from '@/lib/session';
import { EditArticleButton, LazyArticleEditor } from '../edit/ArticleEditLayer';
import { useArticle } from '../api/get-article';
import { articleBanner, articlePath, parseArticleId } from '../lib/article-links';
import styles from './articles.module.css';

/** Landscapes from the portfolio, shown as a decorative strip under the article. */
const DECORATIVE_PICTURES = [1, 2, 3, 4].map((n) => `/content/portfolio/landscape/0${n}.svg`);

export function ArticleDetailPage() {
  const params = useParams<{ id?: string }>();
  const [search] = useSearchParams();
  if ((params.id ?? search.get('id')) === NEW_ID) return <NewArticle />;
  const id = parseArticleId(params.id, search.get('id'));
  if (id === null) return <ArticleNotFound missing />;
  return <ArticleDetail key={id} id={id} />;
}

/** SPEC §2: id 'new' opens the editor on a blank article, for admins. */
const NEW_ID = 'new';

function NewArticle() {
  const canEdit = useCan('editArticles');
  const sessionKnown = useSessionKnown();
  usePageMeta(STAFF_HEADS.newItem);
  // Until the stored session is read, nobody is known to be allowed or not: no "not found" flash.
  if (!sessionKnown) return <LoadingSpinner label="Opening the editor…" />;
  if (!canEdit) return <ArticleNotFound missing />;
  return <LazyArticleEditor article={null} />;
}

function ArticleDetail({ id }: { id: number }) {
  const { data: article, error, isPending } = useArticle(id);
  const canEdit = useCan('editArticles');
  const [editing, setEditing] = useState(false);

  usePageMeta({
    title: article?.meta_title.trim() || ARTICLE_DEFAULT_HEAD.title,
    description: article?.meta_description.trim() || ARTICLE_DEFAULT_HEAD.description,
    canonical: article ? articlePath(article) : undefined,
  });

  if (isPending) return <LoadingSpinner label="Loading the article…" />;
  if (!article) return <ArticleNotFound missing={error instanceof ApiError && error.isNotFound} />;
  if (editing && canEdit) return <LazyArticleEditor article={article} />;

  return (
    <article className={styles.article}>
      <Picture className={styles.banner} image={articleBanner(article)} alt="" width={1800} height={1200} priority whenMissing="placeholder" />
      <div className={styles.articleColumns}>
        <div>
          <header>
            <h1>{article.title}</h1>
            {article.title2 && <h2 className={styles.title2}>{article.title2}</h2>}
            <p className={styles.byline}>
              By {CONTACT_DETAILS.consultant} <DateText className={styles.date} dateTime={article.created_date} />
            </p>
          </header>
          <SanitizedHtml className={styles.text} html={article.text} />
        </div>
        <aside className={styles.author} aria-labelledby="about-author">
          <h2 id="about-author">About Author</h2>
          <p>
            <strong>{CONTACT_DETAILS.consultant}</strong> is an independent property consultant in{' '}
            {CONTACT_DETAILS.postcodeTown.replace(/^\d+\s*/, '')}, helping international buyers find
            and buy homes in Langhe, Roero and Monferrato.
          </p>
          <p>
            <Link to={paths.about}>More about {CONTACT_DETAILS.businessName}</Link>
          </p>
        </aside>
      </div>
      <div className={styles.pictures}>
        {DECORATIVE_PICTURES.map((src) => (
          <img key={src} src={src} alt="" width={400} height={267} loading="lazy" decoding="async" />
        ))}
      </div>
      {canEdit && <EditArticleButton onEdit={() => setEditing(true)} />}
    </article>
  );
}

function ArticleNotFound({ missing }: { missing: boolean }) {
  return (
    <div className={styles.notFound} role="status">
      <h1>{missing ? 'Article not found' : 'This article could not be loaded'}</h1>
      <p>
        {missing
          ? 'This article is no longer published, or the link is mistyped.'
          : 'Please try again in a moment.'}
      </p>
      <p>
        <Link to={paths.articleListPage(1)}>See all articles</Link>
      </p>
    </div>
  );
}
