import { Picture } from '@/components/Picture';
import type { Distance } from '@/features/property-data';
import styles from './detail.module.css';
import { DetailSection } from './DetailSection';

/** Travel times, e.g. '45 min from Alba', alternating picture left and right. */
export function Distances({ distances }: { distances: readonly Distance[] }) {
  if (distances.length === 0) return null;
  return (
    <DetailSection id="distances-title" title="Distances">
      <ul className={styles.distances}>
        {distances.map((entry, index) => (
          <li key={`${index}-${entry.place}`} className={styles.distance}>
            <Picture
              className={styles.distanceImage}
              image={{ src: entry.image, webp: entry.image_webp }}
              alt=""
              width={300}
              height={200}
              lazy
            />
            <p className={styles.distanceText}>
              <strong>{entry.distance} min</strong> {entry.descrip}
            </p>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
