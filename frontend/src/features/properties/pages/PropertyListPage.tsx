import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/Pagination';
import { LoadingSpinner } from '@/components/loading';
import { usePageMeta } from '@/components/usePageMeta';
import { ITALIAN_PROPERTY_LIST_HEAD, PROPERTY_LIST_HEAD } from '@/config/page-heads';
import { hasFilters, listFiltersQuery, parseListFilters, useProperties, withFilters } from '@/features/property-data';
import { AddPropertyButton } from '../components/AddPropertyButton';
import { FilterBar } from '../components/FilterBar';
import { AlertForm } from '@/features/alerts';
import { ShortlistLink } from '@/features/shortlist';
import { useCountEmptySearch } from '@/features/visits';
import { PropertyCard } from '../components/PropertyCard';
import { propertyMarkers } from '../lib/markers';
import { CATALOGUE_PATHS } from '../lib/catalogue-paths';
import { CATALOGUE_TEXT } from '../lib/catalogue-text';
import { parsePage } from '../lib/route-params';
import { FILTER_BAR_TEXT } from '../lib/filter-bar-text';
import { useLanguage } from '@/lib/i18n';
import { LIST_MAP_CENTER, LIST_MAP_ZOOM, PropertyMap } from '@/features/map';
import styles from './PropertyListPage.module.css';

/**
 * Every card is in the served HTML (readers and crawlers without JavaScript get the whole
 * list). Only the first card's picture loads with the page (it is the largest paint on a phone,
 * where the next cards are below the fold); the others wait until scrolled near.
 */
const EAGER_PICTURES = 1;

export function PropertyListPage() {
  const params = useParams<{ page?: string }>();
  const [search] = useSearchParams();
  const page = parsePage(params.page, search.get('page'));
  const filters = useMemo(() => parseListFilters(search), [search]);
  const filtered = hasFilters(filters);
  // What the filters narrow, not their order: what an alert keeps, and what a search that
  // found nothing counts as (buyers' wishes the consultant has no home for).
  const wanted = listFiltersQuery({ ...filters, sort: 'newest' });
  const alertable = wanted !== '';
  const { data, isPending, isError, isPlaceholderData } = useProperties(page, filters);
  const language = useLanguage();
  const text = FILTER_BAR_TEXT[language];
  const words = CATALOGUE_TEXT[language];
  const catalogue = CATALOGUE_PATHS[language];
  // The previous filters' answer, shown while these load, says nothing about these.
  useCountEmptySearch(alertable && !isPlaceholderData && data?.total === 0 ? wanted : null);

  usePageMeta({
    ...(language === 'it' ? ITALIAN_PROPERTY_LIST_HEAD : PROPERTY_LIST_HEAD),
    // A filtered list is one of countless views of the plain one: kept out of search results.
    canonical: catalogue.listPage(filtered ? 1 : page),
    robots: filtered ? 'noindex, follow' : null,
  });

  const properties = useMemo(() => data?.properties ?? [], [data]);
  const markers = useMemo(() => propertyMarkers(properties, language), [properties, language]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{words.listHeading}</h1>
        <p className={styles.subtitle}>{words.listSubtitle}</p>
        <ShortlistLink />
      </header>

      <FilterBar filters={filters} />
      {alertable && <AlertForm filters={filters} />}

      {isPending && <LoadingSpinner label={words.loadingList} />}
      {isError && !data && (
        <p role="alert" className={styles.message}>
          {words.listFailed}
        </p>
      )}

      {data && (
        <>
          <p className={styles.count} role="status">
            <strong>{text.found(data.total)}</strong>
            {markers.length > 0 && (
              <a className={styles.toMap} href="#list-map">
                {text.toMap}
              </a>
            )}
          </p>
          {/* The results first; the map after them on a phone, beside them on a wide screen. */}
          <div className={markers.length > 0 ? styles.resultsWithMap : undefined}>
            <div>
              <ul className={styles.grid}>
                {properties.map((property, index) => (
                  <li key={property.ref}>
                    <PropertyCard property={property} lazyImage={index >= EAGER_PICTURES} priority={index === 0} />
                  </li>
                ))}
              </ul>
              {properties.length === 0 &&
                (filtered ? (
                  <p className={styles.message} role="status">
                    {text.noMatch} <Link to={catalogue.listPage(1)}>{text.clear}</Link>
                  </p>
                ) : (
                  <p className={styles.message}>{words.emptyPage}</p>
                ))}
              <Pagination
                page={page}
                pages={data.pages}
                hrefFor={(n) => withFilters(catalogue.listPage(n), filters)}
                label={words.pagesLabel}
              />
            </div>
            {markers.length > 0 && (
              <div className={styles.map} id="list-map">
                <PropertyMap
                  markers={markers}
                  center={LIST_MAP_CENTER}
                  zoom={LIST_MAP_ZOOM}
                  label={filtered ? words.mapOfFilter : words.mapOfPage}
                />
              </div>
            )}
          </div>
        </>
      )}
      <AddPropertyButton />
    </div>
  );
}
