import { Picture } from '@/components/Picture';
import { BACKGROUND_SIZE, backgroundImage, propertyText, type Property, type ShownText } from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './detail.module.css';

interface DetailBannerProps {
  property?: Property;
  /** The title while the property loads (the list card's listing title), in the page's language. */
  fallbackTitle: ShownText;
  /** The galleries' photos: counted on the 'Photo Gallery' link, which shows only with some. */
  photoCount: number;
}

/**
 * The wide picture at the top, or a plain title band when there is none (or none known yet),
 * with the 'Photo Gallery' link (spec §2) and how many photos it leads to.
 */
export function DetailBanner({ property, fallbackTitle, photoCount }: DetailBannerProps) {
  const image = property && backgroundImage(property);
  const language = useLanguage();
  const words = CATALOGUE_TEXT[language];
  // The page's own language where the title is written in it (issue #43: the band was English on Italian pages).
  const written = property && propertyText(property, 'title', language);
  const title = written?.text ? written : fallbackTitle;
  return (
    <div className={styles.bannerFrame}>
      {image ? (
        <div className={styles.banner}>
          <Picture className={styles.bannerImage} image={image} alt="" priority {...BACKGROUND_SIZE} />
        </div>
      ) : (
        <div className={styles.titleBanner} aria-hidden="true" lang={title.lang}>
          {title.text}
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
