import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Picture } from '@/components/Picture';
import { paths } from '@/config/paths';
import { cardText, hasListingPicture, LISTING_SIZE, listingImage, priceText, type Property } from '@/features/property-data';
import { PHOTOS_COMING_SOON_ALT } from '@/lib/images/placeholder';
import type { ShortlistContent } from '../shortlist-page-text';
import styles from './Shortlist.module.css';

interface ShortlistedHomeCardProps {
  home: Property;
  content: ShortlistContent;
  compared: boolean;
  /** Fewer than four are compared: this one may join them. */
  canCompareMore: boolean;
  onCompare: (on: boolean) => void;
  /** Only on the visitor's own shortlist. */
  onRemove?: () => void;
}

/** A home on the shortlist: its picture, title, place, price and reference, and what to do with it. */
export function ShortlistedHomeCard({ home, content, compared, canCompareMore, onCompare, onRemove }: ShortlistedHomeCardProps) {
  const id = useId();
  const { language } = content;
  const title = cardText(home, 'listing_title', language);
  const location = cardText(home, 'location', language);
  return (
    <article className={styles.home} aria-labelledby={`${id}-title`}>
      <Picture
        className={styles.homeImage}
        image={listingImage(home)}
        alt={hasListingPicture(home) ? '' : PHOTOS_COMING_SOON_ALT[language]}
        {...LISTING_SIZE}
        lazy
      />
      <div className={styles.homeBody}>
        <h3 id={`${id}-title`} className={styles.homeTitle}>
          <Link to={language === 'it' ? paths.italianPropertyPage(home) : paths.propertyPage(home)} lang={title.lang}>
            {title.text}
          </Link>
        </h3>
        <p lang={location.lang}>{location.text}</p>
        {/* The server's English price; the Italian page writes its own, in Italian digits. */}
        <p className={styles.homePrice}>{language === 'en' ? home.price_text : priceText(home.price, home.sold, language)}</p>
        <p>
          {language === 'it' ? 'Rif.' : 'Ref.'} {home.ref}
        </p>
        <div className={styles.homeActions}>
          <label className={styles.compareChoice}>
            <input
              type="checkbox"
              checked={compared}
              disabled={!compared && !canCompareMore}
              onChange={(event) => onCompare(event.target.checked)}
            />{' '}
            {content.compareThis}
          </label>
          {onRemove && (
            <button type="button" className="button button-outline" onClick={onRemove} aria-describedby={`${id}-title`}>
              {content.remove}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
