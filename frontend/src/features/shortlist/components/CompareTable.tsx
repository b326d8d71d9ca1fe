import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Picture } from '@/components/Picture';
import { paths } from '@/config/paths';
import { cardText, hasListingPicture, LISTING_THUMB_SIZE, listingThumbnail, type Property } from '@/features/property-data';
import { PHOTOS_COMING_SOON_ALT } from '@/lib/images/placeholder';
import type { Language } from '@/lib/i18n';
import { COMPARE_ROWS } from './compare-rows';
import styles from './Shortlist.module.css';

interface CompareTableProps {
  homes: readonly Property[];
  language: Language;
  caption: string;
  /** Names the scrolling region for keyboard and screen-reader users. */
  regionLabel: string;
}

/**
 * Two to four homes side by side: a home a column, headed by its main photo and title, a fact
 * a row, the facts' names fixed at the left edge. On a phone the columns scroll sideways inside
 * the table's own region (focusable, so a keyboard scrolls it too) while the names stay in view.
 */
export function CompareTable({ homes, language, caption, regionLabel }: CompareTableProps) {
  const id = useId();
  return (
    <div className={styles.compareRegion} role="region" aria-labelledby={`${id}-caption`} tabIndex={0} data-testid="compare-table">
      <table className={styles.compare}>
        <caption id={`${id}-caption`}>
          {caption}
          <span className="visually-hidden"> {regionLabel}</span>
        </caption>
        <thead>
          <tr>
            <td />
            {homes.map((home) => {
              const title = cardText(home, 'listing_title', language);
              return (
                <th key={home.ref} scope="col">
                  {/* The title beside it names the home: the photo says nothing more to a screen reader. */}
                  <Picture
                    className={styles.compareImage}
                    image={listingThumbnail(home)}
                    alt={hasListingPicture(home) ? '' : PHOTOS_COMING_SOON_ALT[language]}
                    {...LISTING_THUMB_SIZE}
                    lazy
                  />
                  <Link to={language === 'it' ? paths.italianPropertyPage(home) : paths.propertyPage(home)} lang={title.lang}>
                    {title.text}
                  </Link>
                  <span className={styles.compareRef}>{language === 'it' ? 'Rif.' : 'Ref.'} {home.ref}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label[language]}</th>
              {homes.map((home) => (
                <td key={home.ref}>{row.value(home, language)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
