import { Link } from 'react-router-dom';
import { ApproximatePrice } from '@/features/currency';
import { handoverState } from '../lib/handover';
import { paths } from '@/config/paths';
import { priceText } from '../lib/price-text';
import { hasListingPicture, LISTING_SIZE, listingImage, type PropertySummary } from '@/features/property-data';
import { PHOTOS_COMING_SOON } from '@/lib/images/placeholder';
import { EnvelopeLine } from './EnvelopeLine';
import { EnergyClassBadge } from './EnergyClassBadge';
import { FactsLine } from './FactsLine';
import { Picture } from '@/components/Picture';
import { VisibilityBadge } from './VisibilityBadge';
import { ListingMarks, ReducedOn } from './ListingStatus';
import { CardStaffActions } from './CardStaffActions';
import { ShortlistHeart } from '@/features/shortlist';
import styles from './PropertyCard.module.css';

interface PropertyCardProps {
  property: PropertySummary;
  /** Cards beyond the first rows load their thumbnail lazily. */
  lazyImage: boolean;
  /** The first card's picture is the list's largest paint on a phone (the server preloads it). */
  priority?: boolean;
  /** The title's heading level: 2 in the list, 3 under a section's own heading. */
  headingLevel?: 2 | 3;
}

export function PropertyCard({ property, lazyImage, priority = false, headingLevel = 2 }: PropertyCardProps) {
  const Title = headingLevel === 3 ? 'h3' : 'h2';
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
            alt={hasListingPicture(property) ? '' : PHOTOS_COMING_SOON.alt}
            {...LISTING_SIZE}
            lazy={lazyImage}
            priority={priority}
          />
          {property.sold && <span className={styles.sold}>SOLD</span>}
          <ListingMarks property={property} className={styles.marks} markClassName={styles.mark} />
        </div>
        <div className={styles.body}>
          <Title className={styles.title}>{property.listing_title}</Title>
          <p className={styles.location}>{property.location}</p>
          <FactsLine property={property} />
          <p className={styles.ref}>Ref: {property.ref}</p>
          <EnvelopeLine winter={property.envelope_quality_winter} summer={property.envelope_quality_summer} className={styles.ref} />
          <p className={styles.price}>{price}</p>
          <ReducedOn property={property} className={styles.reduced} />
          <ApproximatePrice euros={property.price} sold={property.sold} />
        </div>
      </Link>
      <div className={styles.badges}>
        <EnergyClassBadge energyClass={property.energy_class} />
        <VisibilityBadge visibility={property.visibility} />
      </div>
      <CardStaffActions property={property} />
      <ShortlistHeart propertyRef={property.ref} />
    </article>
  );
}
