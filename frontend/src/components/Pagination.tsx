import { SmartLink } from '@/components/SmartLink';
import { pageWindow } from '@/components/page-window';
import { useLanguage, type Language } from '@/lib/i18n';
import styles from './Pagination.module.css';

/** The arrows' and numbers' names, in the page's language. */
const TEXT: Record<Language, { previous: string; next: string; page: (n: number) => string }> = {
  en: { previous: 'Previous page', next: 'Next page', page: (n) => `Page ${n}` },
  it: { previous: 'Pagina precedente', next: 'Pagina successiva', page: (n) => `Pagina ${n}` },
};

export interface PaginationProps {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** Previous/next arrows and numbered page links; rendered only when there is more than one page. */
export function Pagination({ page, pages, hrefFor, label = 'Pagination' }: PaginationProps) {
  const text = TEXT[useLanguage()];
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <SmartLink className={styles.arrow} href={hrefFor(current - 1)} rel="prev" aria-label={text.previous}>
              <span aria-hidden="true">‹</span>
            </SmartLink>
          ) : (
            <span className={`${styles.arrow} ${styles.disabled}`} aria-hidden="true">‹</span>
          )}
        </li>
        {pageWindow(current, pages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <SmartLink
                className={entry === current ? `${styles.number} ${styles.current}` : styles.number}
                href={hrefFor(entry)}
                aria-current={entry === current ? 'page' : undefined}
                aria-label={text.page(entry)}
              >
                {entry}
              </SmartLink>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <SmartLink className={styles.arrow} href={hrefFor(current + 1)} rel="next" aria-label={text.next}>
              <span aria-hidden="true">›</span>
            </SmartLink>
          ) : (
            <span className={`${styles.arrow} ${styles.disabled}`} aria-hidden="true">›</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
