import { Picture } from '@/components/Picture';
import { cardText, hasListingPicture, LISTING_SIZE, listingImage, type PropertySummary } from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import { PHOTOS_COMING_SOON_ALT } from '@/lib/images/placeholder';
import styles from './detail.module.css';

/**
 * Spec §2's listing card (image, listing title, location, 'Ref.'): beside the enquiry form, it
 * says which home the message is about. The title, location and ref are the headings' too;
 * the spec asks for both.
 */
export function ListingCard({ summary }: { summary: PropertySummary }) {
  const language = useLanguage();
  const words = CATALOGUE_TEXT[language];
  const title = cardText(summary, 'listing_title', language);
  const location = cardText(summary, 'location', language);
  return (
    <aside className={styles.listingCard} aria-label={words.listing}>
      <Picture
        className={styles.listingImage}
        image={listingImage(summary)}
        alt={hasListingPicture(summary) ? title.text : PHOTOS_COMING_SOON_ALT[language]}
        {...LISTING_SIZE}
        lazy
      />
      <div className={styles.listingBody}>
        <p className={styles.listingTitle} lang={title.lang}>
          {title.text}
        </p>
        <p lang={location.lang}>{location.text}</p>
        <p>{words.listingRef(summary.ref)}</p>
      </div>
    </aside>
  );
}
