import { Picture } from '@/components/Picture';
import { LISTING_SIZE, listingImage, type PropertySummary } from '@/features/property-data';
import styles from './detail.module.css';

export function ListingCard({ summary, hasGallery }: { summary: PropertySummary; hasGallery: boolean }) {
  return (
    <aside className={styles.listingCard} aria-label="Listing">
      <Picture className={styles.listingImage} image={listingImage(summary)} alt={summary.listing_title} {...LISTING_SIZE} />
      <div className={styles.listingBody}>
        <p className={styles.listingTitle}>{summary.listing_title}</p>
        <p>{summary.location}</p>
        <p>Ref. {summary.ref}</p>
        {hasGallery && (
          <a className={styles.galleryLink} href="#gallery">
            Photo Gallery
          </a>
        )}
      </div>
    </aside>
  );
}
