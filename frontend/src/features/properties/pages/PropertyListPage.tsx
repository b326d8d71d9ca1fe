import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/Pagination';
import { LoadingSpinner } from '@/components/loading';
import { usePageMeta } from '@/components/usePageMeta';
import { PROPERTY_LIST_HEAD } from '@/config/page-heads';
import { useAfterPaint } from '@/components/use-after-paint';
import { useProperties } from '../api/get-properties';
import { AddPropertyButton } from '../components/AddPropertyButton';
import { PropertyCard } from '../components/PropertyCard';
import { propertyMarkers } from '../lib/markers';
import { paths } from '@/config/paths';
import { parsePage } from '../lib/route-params';
import { LIST_MAP_CENTER, LIST_MAP_ZOOM } from '../map/geo';
import { PropertyMap } from '../map/PropertyMap';
import styles from './PropertyListPage.module.css';

/**
 * The first cards are in view at once: drawn first, the rest a frame later (their pictures then
 * do not compete with the first ones), and their thumbnails wait until scrolled near.
 */
const EAGER_CARDS = 4;
/**
 * Only the first card's picture loads with the page (it is the largest paint on a phone, where
 * the next cards are below the fold); the others follow as soon as the layout places them.
 */
const EAGER_PICTURES = 1;

export function PropertyListPage() {
  const params = useParams<{ page?: string }>();
  const [search] = useSearchParams();
  const page = parsePage(params.page, search.get('page'));
  const { data, isPending, isError } = useProperties(page);
  const restInView = useAfterPaint();

  usePageMeta({ ...PROPERTY_LIST_HEAD, canonical: paths.propertyListPage(page) });

  const properties = useMemo(() => data?.properties ?? [], [data]);
  const markers = useMemo(() => propertyMarkers(properties), [properties]);
  const complete = restInView || properties.length <= EAGER_CARDS;
  const shown = complete ? properties : properties.slice(0, EAGER_CARDS);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Real estate for sale in Piedmont, Italy</h1>
        <p className={styles.subtitle}>Beautiful homes &amp; businesses in Langhe, Roero &amp; Monferrato</p>
      </header>

      {isPending && <LoadingSpinner label="Loading properties…" />}
      {isError && !data && (
        <p role="alert" className={styles.message}>
          The properties could not be loaded. Please try again in a moment.
        </p>
      )}

      {data && (
        <>
          {markers.length > 0 && (
            <div className={styles.map}>
              <PropertyMap
                markers={markers}
                center={LIST_MAP_CENTER}
                zoom={LIST_MAP_ZOOM}
                label="Properties on this page"
              />
            </div>
          )}
          <ul className={styles.grid}>
            {shown.map((property, index) => (
              <li key={property.ref}>
                <PropertyCard property={property} lazyImage={index >= EAGER_PICTURES} priority={index === 0} />
              </li>
            ))}
          </ul>
          {properties.length === 0 && (
            <p className={styles.message}>There are no properties on this page.</p>
          )}
          {complete ? (
            <Pagination page={page} pages={data.pages} hrefFor={paths.propertyListPage} label="Property pages" />
          ) : (
            // Holds the place of the cards still to come, so nothing below shows and moves.
            <div className={styles.restPlaceholder} />
          )}
        </>
      )}
      <AddPropertyButton />
    </div>
  );
}
