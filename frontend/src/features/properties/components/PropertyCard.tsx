import { Link } from 'react-router-dom';
import { ApproximatePrice } from '@/features/currency';
import { handoverState } from '../lib/handover';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_PATHS } from '../lib/catalogue-paths';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import { priceText } from '@/features/property-data';
import { cardText, hasListingPicture, LISTING_SIZE, listingImage, type PropertySummary } from '@/features/property-data';
import { PHOTOS_COMING_SOON_ALT } from '@/lib/images/placeholder';
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
  const language = useLanguage();
  const words = CATALOGUE_TEXT[language];
  // The server's English text where it sent one; the Italian page writes its own.
  const price = (language === 'en' && property.price_text) || priceText(property.price, property.sold, language);
  const title = cardText(property, 'listing_title', language);
  const location = cardText(property, 'location', language);
  return (
    <article className={styles.card}>
      <Link
        className={styles.link}
        to={CATALOGUE_PATHS[language].propertyPage(property)}
        state={handoverState(property)}
      >
        <div className={styles.thumbnail}>
          <Picture
            className={styles.image}
            image={listingImage(property)}
            alt={hasListingPicture(property) ? '' : PHOTOS_COMING_SOON_ALT[language]}
            {...LISTING_SIZE}
            lazy={lazyImage}
            priority={priority}
          />
          {property.sold && <span className={styles.sold}>{words.soldMark}</span>}
          <ListingMarks property={property} className={styles.marks} markClassName={styles.mark} />
        </div>
        <div className={styles.body}>
          <Title className={styles.title} lang={title.lang}>
            {title.text}
          </Title>
          <p className={styles.location} lang={location.lang}>
            {location.text}
          </p>
          <FactsLine property={property} />
          <p className={styles.ref}>{words.cardRef(property.ref)}</p>
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
      <ShortlistHeart propertyRef={property.ref} title={title.text} />
    </article>
  );
}
