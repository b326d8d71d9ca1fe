import { useSimilarProperties } from '@/features/property-data';
import { PropertyCard } from '../components/PropertyCard';
import styles from './buyer-first.module.css';

/** A few available homes like this one, under it (nothing while none is known or none fits). */
export function SimilarHomes({ propertyRef, shareKey }: { propertyRef: string; shareKey: string | null }) {
  const homes = useSimilarProperties(propertyRef, shareKey).data?.properties ?? [];
  if (homes.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby="similar-homes-title" data-print="hide">
      <h2 id="similar-homes-title">Similar homes</h2>
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
