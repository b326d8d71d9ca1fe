import { Link } from 'react-router-dom';
import { articleBannerUrl, articlePath } from '../lib/article-links';
import type { Article } from '../types';
import styles from './ArticleCard.module.css';

export function ArticleCard({ article, lazyImage }: { article: Article; lazyImage: boolean }) {
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={articleBannerUrl(article.id)}
        alt=""
        width={750}
        height={422}
        loading={lazyImage ? 'lazy' : 'eager'}
        decoding="async"
      />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={articlePath(article)}>{article.title}</Link>
        </h2>
        <p>{article.listing_description}</p>
      </div>
    </article>
  );
}
