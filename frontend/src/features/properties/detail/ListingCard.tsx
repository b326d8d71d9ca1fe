import { Picture } from '@/components/Picture';
import { hasListingPicture, LISTING_SIZE, listingImage, type PropertySummary } from '@/features/property-data';
import { PHOTOS_COMING_SOON } from '@/lib/images/placeholder';
import styles from './detail.module.css';

/**
 * Spec §2's listing card (image, listing title, location, 'Ref.'): beside the enquiry form, it
 * says which home the message is about. The title, location and ref are the headings' too;
 * the spec asks for both.
 */
export function ListingCard({ summary }: { summary: PropertySummary }) {
  return (
    <aside className={styles.listingCard} aria-label="Listing">
      <Picture className={styles.listingImage} image={listingImage(summary)}
        alt={hasListingPicture(summary) ? summary.listing_title : PHOTOS_COMING_SOON.alt} {...LISTING_SIZE} lazy />
      <div className={styles.listingBody}>
        <p className={styles.listingTitle}>{summary.listing_title}</p>
        <p>{summary.location}</p>
        <p>Ref. {summary.ref}</p>
      </div>
    </aside>
  );
}
