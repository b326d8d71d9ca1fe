import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/Pagination';
import { LoadingSpinner } from '@/components/loading';
import { usePageMeta } from '@/components/usePageMeta';
import { PROPERTY_LIST_HEAD } from '@/config/page-heads';
import { useAfterPaint } from '@/components/use-after-paint';
import { hasFilters, parseListFilters, useProperties, withFilters } from '@/features/property-data';
import { AddPropertyButton } from '../components/AddPropertyButton';
import { FilterBar } from '../components/FilterBar';
import { AlertForm } from '@/features/alerts';
import { PropertyCard } from '../components/PropertyCard';
import { propertyMarkers } from '../lib/markers';
import { paths } from '@/config/paths';
import { parsePage } from '../lib/route-params';
import { FILTER_BAR_TEXT } from '../lib/filter-bar-text';
import { useLanguage } from '@/lib/i18n';
import { LIST_MAP_CENTER, LIST_MAP_ZOOM, PropertyMap } from '@/features/map';
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
  const filters = useMemo(() => parseListFilters(search), [search]);
  const filtered = hasFilters(filters);
  // An alert keeps what the filters narrow, not their order.
  const alertable = hasFilters({ ...filters, sort: 'newest' });
  const { data, isPending, isError } = useProperties(page, filters);
  const restInView = useAfterPaint();
  const text = FILTER_BAR_TEXT[useLanguage()];

  usePageMeta({
    ...PROPERTY_LIST_HEAD,
    // A filtered list is one of countless views of the plain one: kept out of search results.
    canonical: paths.propertyListPage(filtered ? 1 : page),
    robots: filtered ? 'noindex, follow' : null,
  });

  const properties = useMemo(() => data?.properties ?? [], [data]);
  const markers = useMemo(() => propertyMarkers(properties), [properties]);
  const complete = restInView || properties.length <= EAGER_CARDS;
  const shown = complete ? properties : properties.slice(0, EAGER_CARDS);
  const pagination = data && (
    <Pagination
      page={page}
      pages={data.pages}
      hrefFor={(n) => withFilters(paths.propertyListPage(n), filters)}
      label="Property pages"
    />
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Real estate for sale in Piedmont, Italy</h1>
        <p className={styles.subtitle}>Beautiful homes &amp; businesses in Langhe, Roero &amp; Monferrato</p>
      </header>

      <FilterBar filters={filters} />
      {alertable && <AlertForm filters={filters} />}

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
                label={filtered ? 'Properties matching the filters' : 'Properties on this page'}
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
          {properties.length === 0 &&
            (filtered ? (
              <p className={styles.message} role="status">
                {text.noMatch} <Link to={paths.propertyListPage(1)}>{text.clear}</Link>
              </p>
            ) : (
              <p className={styles.message}>There are no properties on this page.</p>
            ))}
          {complete ? (
            pagination
          ) : (
            <>
              {/*
               * The server draws only the first cards; without JavaScript nothing draws the
               * rest, so the page also carries them, and the page links, for that case.
               */}
              <noscript>
                <ul className={styles.grid}>
                  {properties.slice(EAGER_CARDS).map((property) => (
                    <li key={property.ref}>
                      <PropertyCard property={property} lazyImage />
                    </li>
                  ))}
                </ul>
                {pagination}
              </noscript>
              {/* Holds the place of the cards still to come, so nothing below shows and moves. */}
              <div className={styles.restPlaceholder} />
            </>
          )}
        </>
      )}
      <AddPropertyButton />
    </div>
  );
}
