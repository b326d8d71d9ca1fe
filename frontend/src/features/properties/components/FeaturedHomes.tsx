import { Link } from 'react-router-dom';
import { CATALOGUE_PATHS } from '../lib/catalogue-paths';
import type { Language } from '@/lib/i18n';
import { useFeaturedProperties } from '@/features/property-data';
import { PropertyCard } from './PropertyCard';
import styles from './FeaturedHomes.module.css';

const TEXT: Record<Language, { heading: string; all: string }> = {
  en: { heading: 'Homes for sale now', all: 'See every home for sale' },
  it: { heading: 'Immobili in vendita', all: 'Tutti gli immobili in vendita' },
};

/**
 * The home pages' featured homes: the newest available ones (the server's choice,
 * `getFeaturedProperties`), and the way to the whole list. Nothing when there are none.
 */
export function FeaturedHomes({ language }: { language: Language }) {
  const homes = useFeaturedProperties().data?.properties ?? [];
  if (homes.length === 0) return null;
  const text = TEXT[language];
  return (
    <section className="section" aria-labelledby="featured-homes-title">
      <div className="container">
        <h2 id="featured-homes-title">{text.heading}</h2>
        <ul className={styles.grid}>
          {homes.map((home) => (
            <li key={home.ref}>
              <PropertyCard property={home} lazyImage headingLevel={3} />
            </li>
          ))}
        </ul>
        <p className={styles.all}>
          <Link to={CATALOGUE_PATHS[language].listPage(1)}>{text.all}</Link>
        </p>
      </div>
    </section>
  );
}
