import { useSimilarProperties } from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { PropertyCard } from '../components/PropertyCard';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import styles from './buyer-first.module.css';

/** A few available homes like this one, under it (nothing while none is known or none fits). */
export function SimilarHomes({ propertyRef, shareKey }: { propertyRef: string; shareKey: string | null }) {
  const homes = useSimilarProperties(propertyRef, shareKey).data?.properties ?? [];
  const words = CATALOGUE_TEXT[useLanguage()];
  if (homes.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby="similar-homes-title" data-print="hide">
      <h2 id="similar-homes-title">{words.similarHomes}</h2>
      <ul className={styles.similarGrid}>
        {homes.map((home) => (
          <li key={home.ref}>
            <PropertyCard property={home} lazyImage headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
