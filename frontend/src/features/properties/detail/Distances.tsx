import { useState } from 'react';
import { Picture } from '@/components/Picture';
import type { Distance } from '@/features/property-data';
import { shownIn, useLanguage } from '@/lib/i18n';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './detail.module.css';
import { DetailSection } from './DetailSection';

/**
 * Travel times, e.g. '45 min from Alba', alternating picture left and right. A place whose
 * picture is not uploaded is left out rather than shown broken.
 */
export function Distances({ distances }: { distances: readonly Distance[] }) {
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const language = useLanguage();
  const shown = distances.filter((entry) => !missing.has(entry.place));
  if (shown.length === 0) return null;
  return (
    <DetailSection id="distances-title" title={CATALOGUE_TEXT[language].distances}>
      <ul className={styles.distances}>
        {shown.map((entry, index) => {
          const label = shownIn(language, entry.descrip, entry.descrip_it);
          return (
            <li key={`${index}-${entry.place}`} className={styles.distance}>
              <Picture
                className={styles.distanceImage}
                image={{ src: entry.image, webp: entry.image_webp }}
                alt=""
                width={300}
                height={200}
                lazy
                whenMissing="hide"
                onMissing={() => setMissing((places) => new Set(places).add(entry.place))}
              />
              <p className={styles.distanceText}>
                <strong>{entry.distance} min</strong> <span lang={label.lang}>{label.text}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
