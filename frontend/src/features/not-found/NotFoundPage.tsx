import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '@/components/usePageMeta';
import { staticPageHead } from '@/config/page-heads';
import { paths } from '@/config/paths';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  usePageMeta(staticPageHead(paths.notFound));
  const navigate = useNavigate();

  // The link still works without history (opened in a new tab): it then goes home.
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length > 1) {
      event.preventDefault();
      navigate(-1);
    }
  };

  return (
    <section className={`container section ${styles.notFound}`}>
      <p className={styles.code}>Error 404</p>
      <h1>Page not found</h1>
      <p className={styles.text}>Sorry! This page, unlike Barolo, hasn't aged well.. It's either been deleted or moved.</p>
      <p>
        <a className="button button-primary" href={paths.home} onClick={goBack}>
          Go back
        </a>
      </p>
    </section>
  );
}
