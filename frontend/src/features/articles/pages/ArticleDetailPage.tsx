import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CONTACT_DETAILS } from '@/config/contact-details';
import { DateText } from '@/components/DateText';
import { LoadingSpinner } from '@/components/loading';
import { Picture } from '@/components/Picture';
import { SanitizedHtml } from '@/components/SanitizedHtml';
import { usePageMeta } from '@/components/usePageMeta';
import { ARTICLE_DEFAULT_HEAD, ITALIAN_ARTICLE_DEFAULT_HEAD, STAFF_HEADS } from '@/config/page-heads';
import { shownIn, useLanguage, type Language } from '@/lib/i18n';
import type { Article } from '../types';
import { ApiError } from '@/lib/api/api-error';
import { useCan, useSessionKnown } from '@/lib/session';
import { EditArticleButton, LazyArticleEditor } from '../edit/ArticleEditLayer';
import { useArticle } from '../api/get-article';
import { articleBanner, articlePath, parseArticleId } from '../lib/article-links';
import styles from './articles.module.css';

/** 'a Bra', but 'ad Alba' and 'ad Asti': the preposition before a town, as Italian writes it before an a. */
const italianIn = (town: string) => (/^[aà]/i.test(town) ? `ad ${town}` : `a ${town}`);

/** The page's fixed words in the site's two languages (issue #30). */
const TEXT: Record<
  Language,
  { by: string; aboutAuthor: string; aboutLine: (town: string) => string; more: (name: string) => string; loading: string }
> = {
  en: {
    by: 'By',
    aboutAuthor: 'About Author',
    aboutLine: (town) => ` is an independent property consultant in ${town}, helping international buyers find and buy homes in Langhe, Roero and Monferrato.`,
    more: (name) => `More about ${name}`,
    loading: 'Loading the article…',
  },
  it: {
    by: 'Di',
    aboutAuthor: 'Chi scrive',
    // 'ad Alba' (issue #43). Worded without an article or participle that names a gender: the
    // consultant is a woman, whatever name config/contact-details.ts gives her.
    aboutLine: (town) => ` lavora come consulente immobiliare indipendente ${italianIn(town)}: aiuta chi arriva dall’estero a trovare e comprare casa nelle Langhe, nel Roero e nel Monferrato.`,
    more: (name) => `Scopra ${name}`,
    loading: 'Caricamento dell’articolo…',
  },
};

/** The head's title and description in the server's order (`article_head` in crates/site/src/page_heads.rs). */
function headText(article: Article, language: Language): { title: string; description: string } {
  const first = (texts: string[], fallback: string) => texts.map((text) => text.trim()).find((text) => text !== '') ?? fallback;
  if (language === 'en') {
    return {
      title: first([article.meta_title], ARTICLE_DEFAULT_HEAD.title),
      description: first([article.meta_description], ARTICLE_DEFAULT_HEAD.description),
    };
  }
  const it = article.translations.it;
  return {
    title: first([it.meta_title, it.title, article.meta_title], ITALIAN_ARTICLE_DEFAULT_HEAD.title),
    description: first([it.meta_description, article.meta_description], ITALIAN_ARTICLE_DEFAULT_HEAD.description),
  };
}

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
  const language = useLanguage();
  const words = TEXT[language];
  const defaults = language === 'it' ? ITALIAN_ARTICLE_DEFAULT_HEAD : ARTICLE_DEFAULT_HEAD;

  usePageMeta({
    ...(article ? headText(article, language) : defaults),
    // The Italian page is its own canonical address once its title and text are written (as the server says).
    canonical: article ? (language === 'it' && article.translations.it.complete ? paths.italianArticlePath(article) : articlePath(article)) : undefined,
  });

  if (isPending) return <LoadingSpinner label={words.loading} />;
  if (!article) return <ArticleNotFound missing={error instanceof ApiError && error.isNotFound} />;
  if (editing && canEdit) return <LazyArticleEditor article={article} />;
  const title = shownIn(language, article.title, article.translations.it.title);
  const title2 = shownIn(language, article.title2, article.translations.it.title2);
  const text = shownIn(language, article.text, article.translations.it.text);

  return (
    <article className={styles.article}>
      <Picture className={styles.banner} image={articleBanner(article)} alt="" width={1800} height={1200} priority whenMissing="placeholder" />
      <div className={styles.articleColumns}>
        <div>
          <header>
            <h1 lang={title.lang}>{title.text}</h1>
            {title2.text && (
              <h2 className={styles.title2} lang={title2.lang}>
                {title2.text}
              </h2>
            )}
            <p className={styles.byline}>
              {words.by} {CONTACT_DETAILS.consultant} <DateText className={styles.date} dateTime={article.created_date} />
            </p>
          </header>
          <SanitizedHtml className={styles.text} html={text.text} lang={text.lang} />
        </div>
        <aside className={styles.author} aria-labelledby="about-author">
          <h2 id="about-author">{words.aboutAuthor}</h2>
          <p>
            <strong>{CONTACT_DETAILS.consultant}</strong>
            {words.aboutLine(CONTACT_DETAILS.postcodeTown.replace(/^\d+\s*/, ''))}
          </p>
          <p>
            <Link to={language === 'it' ? paths.it.home : paths.about}>{words.more(CONTACT_DETAILS.businessName)}</Link>
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
