import type { ReactNode } from 'react';
import { Picture } from '@/components/Picture';
import { BACKGROUND_SIZE } from '@/features/property-data';
import type { ImageSource } from '@/lib/images/picture-source';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './detail.module.css';

interface DetailBannerProps {
  /** The background picture; none (or none known yet) draws the title band. */
  image: ImageSource | undefined;
  /**
   * The page's title heading, drawn in the band when there is no picture: the band is where
   * the title shows, once (it used to repeat the heading just below it).
   */
  heading: ReactNode;
  /** The galleries' photos: counted on the 'Photo Gallery' link, which shows only with some. */
  photoCount: number;
}

/**
 * The wide picture at the top, or the title band (spec §2 "background image or title banner")
 * holding the page's title heading, with the 'Photo Gallery' link (spec §2) and how many
 * photos it leads to.
 */
export function DetailBanner({ image, heading, photoCount }: DetailBannerProps) {
  const words = CATALOGUE_TEXT[useLanguage()];
  return (
    <div className={styles.bannerFrame}>
      {image ? (
        <div className={styles.banner}>
          <Picture className={styles.bannerImage} image={image} alt="" priority {...BACKGROUND_SIZE} />
        </div>
      ) : (
        <div className={styles.titleBanner} data-testid="title-band">
          {heading}
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
