import { Suspense, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FloatingLink } from '@/components/floating-actions';
import { LoadingSpinner } from '@/components/loading';
import { usePageMeta } from '@/components/usePageMeta';
import { ITALIAN_PROPERTY_DEFAULT_HEAD, PROPERTY_DEFAULT_HEAD, STAFF_HEADS } from '@/config/page-heads';
import { preloadableLazy } from '@/components/preloadable-lazy';
import { ApiError } from '@/lib/api/api-error';
import { useCan, useSessionKnown } from '@/lib/session';
import {
  backgroundImage,
  cardText,
  parseShareKey,
  propertyHeadDescription,
  propertyHeadTitle,
  propertyText,
  type PropertySummary,
  useProperty,
  usePropertyGallery,
} from '@/features/property-data';
import { useLanguage } from '@/lib/i18n';
import { CATALOGUE_PATHS } from '../lib/catalogue-paths';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import { DetailBanner } from '../detail/DetailBanner';
import { BuyerSummary } from '../detail/BuyerSummary';
import { SimilarHomes } from '../detail/SimilarHomes';
import { StickyContactBar } from '../detail/StickyContactBar';
import { StaffVisibilityNote } from '../detail/StaffVisibilityNote';
import { PropertyNotFound } from '../detail/PropertyNotFound';
import { EditPropertyButton, LazyPropertyEditor } from '@/features/property-editor';
import { ShortlistToggle } from '@/features/shortlist';
import { statisticsHref } from '@/features/statistics';
import { useCountBrochurePrints } from '@/features/visits';
import { readHandover } from '../lib/handover';
import { parseRef } from '../lib/route-params';
import styles from '../detail/detail.module.css';

/**
 * Everything below the buyer's first screen (description, form, galleries, town, map): in the
 * served HTML, but its own chunk, so the first screen's hydration does not wait for it; React
 * hydrates it once the chunk is in.
 */
const PropertyBody = preloadableLazy(() => import('../detail/PropertyBody').then((m) => m.PropertyBody));

export function PropertyDetailPage() {
  const params = useParams<{ ref?: string }>();
  const [search] = useSearchParams();
  const location = useLocation();
  const ref = parseRef(params.ref, search.get('ref'));
  if (!ref) return <PropertyNotFound reason="missing" />;
  if (ref === NEW_REF) return <NewProperty />;
  return (
    <PropertyDetail
      key={ref}
      propertyRef={ref}
      shareKey={parseShareKey(search.get('key'))}
      handedOver={readHandover(location.state, ref)}
    />
  );
}

/** SPEC §2: ref 'new' opens the editor on a blank property, for roles that may create one. */
const NEW_REF = 'new';

function NewProperty() {
  const canCreate = useCan('createProperty');
  const sessionKnown = useSessionKnown();
  usePageMeta(STAFF_HEADS.newItem);
  // Until the stored session is read, nobody is known to be allowed or not: no "not found" flash.
  if (!sessionKnown) return <LoadingSpinner label="Opening the editor…" />;
  if (!canCreate) return <PropertyNotFound reason="missing" />;
  return <LazyPropertyEditor property={null} galleries={[]} />;
}

interface PropertyDetailProps {
  propertyRef: string;
  /** The share key the address carries: an unlisted listing opens with it only. */
  shareKey: string | null;
  /** The list card's summary, painted while the full property loads. */
  handedOver: PropertySummary | null;
}

function PropertyDetail({ propertyRef, shareKey, handedOver }: PropertyDetailProps) {
  const { data: property, error } = useProperty(propertyRef, shareKey);
  const galleries = usePropertyGallery(propertyRef, shareKey).data ?? [];
  const canEdit = useCan('editProperty');
  const mayReadStatistics = useCan('readStatistics');
  const [editing, setEditing] = useState(false);
  useCountBrochurePrints(propertyRef);
  const language = useLanguage();
  const words = CATALOGUE_TEXT[language];
  const defaults = language === 'it' ? ITALIAN_PROPERTY_DEFAULT_HEAD : PROPERTY_DEFAULT_HEAD;

  usePageMeta({
    title: property ? propertyHeadTitle(property, language, defaults.title) : defaults.title,
    description: property ? propertyHeadDescription(property, language, defaults.description) : defaults.description,
    // The Italian page is its own canonical address once its main texts are written (as the server says).
    canonical: property
      ? CATALOGUE_PATHS[property.translations.it.complete ? language : 'en'].propertyPage(property)
      : paths.propertyDetail(propertyRef),
  });

  const summary = property ?? handedOver;
  if (!property && error) {
    const missing = error instanceof ApiError && error.isNotFound;
    return <PropertyNotFound reason={missing ? 'missing' : 'failed'} />;
  }
  if (!summary) return <LoadingSpinner label={words.loadingProperty} />;
  if (editing && canEdit && property) return <LazyPropertyEditor property={property} galleries={galleries} />;

  const photoCount = galleries.reduce((count, gallery) => count + gallery.pictures.length, 0);
  // The headings in the page's language, the English text standing in (marked) where none is written.
  const title = property ? propertyText(property, 'title', language) : cardText(summary, 'listing_title', language);
  const title2 = property && propertyText(property, 'title2', language);
  const location = cardText(summary, 'location', language);
  const priceNote = property && propertyText(property, 'price_description', language);
  // Spec §2's title heading, shown once: in the title band when there is no picture, else
  // first in the headings under the picture.
  const banner = property && backgroundImage(property);
  const heading = <h1 lang={title.lang}>{title.text || summary.listing_title}</h1>;
  // A buyer's order: the photo (with how many there are), the headings, then price, key facts
  // and the contact button beside it, all in the first screen on a desktop and a phone.
  return (
    <article className={styles.page}>
      <StaffVisibilityNote visibility={summary.visibility} />
      <div className={styles.container}>
        <div className={styles.firstScreen}>
          <DetailBanner image={banner} heading={heading} photoCount={photoCount} />
          <header className={styles.heading}>
            {banner && heading}
            {title2?.text && (
              <h2 className={styles.title2} lang={title2.lang}>
                {title2.text}
              </h2>
            )}
            <p className={styles.reference}>
              <span>
                {words.reference}: {summary.ref}
              </span>{' '}
              <span>
                {words.location}: <span lang={location.lang}>{location.text}</span>
              </span>
            </p>
          </header>
          <BuyerSummary summary={summary} priceNote={priceNote?.text} priceNoteLang={priceNote?.lang} />
          {/* After the price and facts, so that they stay in a phone's first screen. */}
          <ShortlistToggle propertyRef={summary.ref} />
        </div>
        {!property ? (
          <LoadingSpinner label={words.loadingProperty} />
        ) : (
          // Its own Suspense boundary: hydrated apart from the first screen. Opened in the
          // browser, the body's chunk loads in this space, which keeps the footer out of view.
          <Suspense fallback={<div className={styles.bodyPlaceholder} />}>
            <PropertyBody property={property} galleries={galleries} shareKey={shareKey} />
          </Suspense>
        )}
        <SimilarHomes propertyRef={propertyRef} shareKey={shareKey} />
      </div>
      <StickyContactBar summary={summary} />
      {canEdit && property && (
        <EditPropertyButton onEdit={() => setEditing(true)}>
          {mayReadStatistics && <FloatingLink icon="chart" label="Statistics" to={statisticsHref({ ref: propertyRef })} />}
        </EditPropertyButton>
      )}
    </article>
  );
}
