import { Link } from 'react-router-dom';
import { handoverState } from '../lib/handover';
import { paths } from '@/config/paths';
import { priceText } from '../lib/price-text';
import { LISTING_SIZE, listingImage, type PropertySummary } from '@/features/property-data';
import { EnergyClassBadge } from './EnergyClassBadge';
import { FactsLine } from './FactsLine';
import { Picture } from '@/components/Picture';
import { VisibilityBadge } from './VisibilityBadge';
import styles from './PropertyCard.module.css';

interface PropertyCardProps {
  property: PropertySummary;
  /** Cards beyond the first rows load their thumbnail lazily. */
  lazyImage: boolean;
  /** The first card's picture is the list's largest paint on a phone (the server preloads it). */
  priority?: boolean;
}

export function PropertyCard({ property, lazyImage, priority = false }: PropertyCardProps) {
  const price = property.price_text || priceText(property.price, property.sold);
  return (
    <article className={styles.card}>
      <Link
        className={styles.link}
        to={paths.propertyPage(property)}
        state={handoverState(property)}
      >
        <div className={styles.thumbnail}>
          <Picture
            className={styles.image}
            image={listingImage(property)}
            alt=""
            {...LISTING_SIZE}
            lazy={lazyImage}
            priority={priority}
          />
          {property.sold && <span className={styles.sold}>SOLD</span>}
        </div>
        <div className={styles.body}>
          <h2 className={styles.title}>{property.listing_title}</h2>
          <p className={styles.location}>{property.location}</p>
          <FactsLine property={property} />
          <p className={styles.ref}>Ref: {property.ref}</p>
          <p className={styles.price}>{price}</p>
        </div>
      </Link>
      <div className={styles.badges}>
        <EnergyClassBadge energyClass={property.energy_class} />
        <VisibilityBadge visibility={property.visibility} />
      </div>
    </article>
  );
}
