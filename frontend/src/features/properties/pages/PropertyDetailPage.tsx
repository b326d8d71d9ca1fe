import { Suspense, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoadingSpinner } from '@/components/loading';
import { usePageMeta } from '@/components/usePageMeta';
import { PROPERTY_DEFAULT_HEAD, STAFF_HEADS } from '@/config/page-heads';
import { preloadableLazy } from '@/components/preloadable-lazy';
import { ApiError } from '@/lib/api/api-error';
import { useCan } from '@/lib/session';
import { parseShareKey, type PropertySummary, useProperty, usePropertyGallery } from '@/features/property-data';
import { DetailBanner } from '../detail/DetailBanner';
import { ListingCard } from '../detail/ListingCard';
import { PropertyNotFound } from '../detail/PropertyNotFound';
import { EditPropertyButton, LazyPropertyEditor } from '@/features/property-editor';
import { readHandover } from '../lib/handover';
import { parseRef } from '../lib/route-params';
import styles from '../detail/detail.module.css';

/**
 * Everything below the headings (price, description, form, galleries, town, map): in the served
 * HTML, but its own chunk, so the banner's hydration does not wait for it; React hydrates it
 * once the chunk is in.
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
  usePageMeta(STAFF_HEADS.newItem);
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
  const [editing, setEditing] = useState(false);

  usePageMeta({
    title: property?.meta_title.trim() || PROPERTY_DEFAULT_HEAD.title,
    description: property?.meta_description.trim() || PROPERTY_DEFAULT_HEAD.description,
    canonical: property ? paths.propertyPage(property) : paths.propertyDetail(propertyRef),
  });

  const summary = property ?? handedOver;
  if (!property && error) {
    const missing = error instanceof ApiError && error.isNotFound;
    return <PropertyNotFound reason={missing ? 'missing' : 'failed'} />;
  }
  if (!summary) return <LoadingSpinner label="Loading the property…" />;
  if (editing && canEdit && property) return <LazyPropertyEditor property={property} galleries={galleries} />;

  return (
    <article className={styles.page}>
      <DetailBanner property={property} fallbackTitle={summary.listing_title} />
      <div className={styles.container}>
        <ListingCard summary={summary} hasGallery={galleries.some((g) => g.pictures.length > 0)} />
        <header className={styles.heading}>
          <h1>{property?.title || summary.listing_title}</h1>
          {property?.title2 && <h2 className={styles.title2}>{property.title2}</h2>}
          <p className={styles.reference}>Reference: {summary.ref}</p>
          <p className={styles.location}>Location: {summary.location}</p>
        </header>
        {!property ? (
          <LoadingSpinner label="Loading the property…" />
        ) : (
          // Its own Suspense boundary: hydrated apart from the banner. Opened in the browser,
          // the body's chunk loads in this space, which keeps the footer out of view meanwhile.
          <Suspense fallback={<div className={styles.bodyPlaceholder} />}>
            <PropertyBody property={property} galleries={galleries} />
          </Suspense>
        )}
      </div>
      {canEdit && property && <EditPropertyButton onEdit={() => setEditing(true)} />}
    </article>
  );
}
