import { Picture } from '@/components/Picture';
import { BACKGROUND_SIZE, backgroundImage, type Property } from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './detail.module.css';

interface DetailBannerProps {
  property?: Property;
  fallbackTitle: string;
  /** The galleries' photos: counted on the 'Photo Gallery' link, which shows only with some. */
  photoCount: number;
}

/**
 * The wide picture at the top, or a plain title band when there is none (or none known yet),
 * with the 'Photo Gallery' link (spec §2) and how many photos it leads to.
 */
export function DetailBanner({ property, fallbackTitle, photoCount }: DetailBannerProps) {
  const image = property && backgroundImage(property);
  const words = CATALOGUE_TEXT[useLanguage()];
  return (
    <div className={styles.bannerFrame}>
      {image ? (
        <div className={styles.banner}>
          <Picture className={styles.bannerImage} image={image} alt="" priority {...BACKGROUND_SIZE} />
        </div>
      ) : (
        <div className={styles.titleBanner} aria-hidden="true">
          {property?.title || fallbackTitle}
        </div>
      )}
      {photoCount > 0 && (
        <a className={styles.galleryLink} href="#gallery">
          {words.photoGallery} <span className={styles.photoCount}>({words.photos(photoCount)})</span>
        </a>
      )}
    </div>
  );
}
