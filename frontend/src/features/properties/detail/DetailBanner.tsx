import { Picture } from '@/components/Picture';
import { BACKGROUND_SIZE, backgroundImage, type Property } from '@/features/property-data';
import styles from './detail.module.css';

/** The wide picture at the top, or a plain title band when there is none (or none known yet). */
export function DetailBanner({ property, fallbackTitle }: { property?: Property; fallbackTitle: string }) {
  const image = property && backgroundImage(property);
  if (image) {
    return (
      <div className={styles.banner}>
        <Picture className={styles.bannerImage} image={image} alt="" priority {...BACKGROUND_SIZE} />
      </div>
    );
  }
  return (
    <div className={styles.titleBanner} aria-hidden="true">
      {property?.title || fallbackTitle}
    </div>
  );
}
