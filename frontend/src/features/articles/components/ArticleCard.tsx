import { Link } from 'react-router-dom';
import { DateText } from '@/components/DateText';
import { Picture } from '@/components/Picture';
import { ARTICLE_CARD_SIZES, articleBanner, articlePath } from '../lib/article-links';
import type { Article } from '../types';
import styles from './ArticleCard.module.css';

/** Cards crop the 3:2 banner to 16:9; the width and height give the browser that shape early. */
const CARD_PICTURE = { width: 750, height: 422 } as const;

interface ArticleCardProps {
  article: Article;
  /** Cards beyond the first screen load their picture lazily. */
  lazyImage: boolean;
  /** The first card's picture is the list's largest paint: fetched first (and preloaded). */
  priority?: boolean;
}

export function ArticleCard({ article, lazyImage, priority = false }: ArticleCardProps) {
  return (
    <article className={styles.card}>
      <Picture
        className={styles.image}
        image={articleBanner(article, ARTICLE_CARD_SIZES)}
        alt=""
        {...CARD_PICTURE}
        lazy={lazyImage}
        priority={priority}
        whenMissing="placeholder"
      />
      <div className={styles.body}>
        {!article.published && (
          // Only staff are given drafts (issue #26).
          <p className={styles.draft}>Draft: only staff see it</p>
        )}
        <h2 className={styles.title}>
          <Link to={articlePath(article)}>{article.title}</Link>
        </h2>
        <DateText className={styles.date} dateTime={article.created_date} />
        <p>{article.listing_description}</p>
      </div>
    </article>
  );
}
